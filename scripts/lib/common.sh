# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/run, scripts/test and scripts/bench: dependency installation and the build.
# Sourced, not run.

TB_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TB_BUILD=${TUNEBENCH_BUILD_DIR:-$TB_ROOT/build}

tb_say() { printf '==> %s\n' "$*" >&2; }
tb_die() { printf 'error: %s\n' "$*" >&2; exit 1; }

tb_as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        tb_die "need root for: $* (install sudo or run as root)"
    fi
}

# The machine-wide lock the bed tests take (tests/common/testbed.cpp, a QLockFile), so a script
# that uses the bed never overlaps a test run or a benchmark. The file is written in QLockFile's
# format (pid, application, host): Qt sees a live "bash" holding it and waits, and a lock left by a
# dead process is taken over, as Qt does. Needs write access to /run (root). tb_bed_unlock frees it.
TB_BED_LOCK=/run/tunebench-testbed.lock
tb_bed_lock() {
    local waited=0 pid
    [ -w "$(dirname "$TB_BED_LOCK")" ] || { tb_say "cannot write $(dirname "$TB_BED_LOCK"): bed lock not taken"; return 0; }
    while ! (set -C; printf '%s\n%s\n%s\n' "$$" bash "$(hostname)" >"$TB_BED_LOCK") 2>/dev/null; do
        pid=$(head -n 1 "$TB_BED_LOCK" 2>/dev/null || true)
        if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
            rm -f "$TB_BED_LOCK"
            continue
        fi
        [ "$waited" -eq 0 ] && tb_say "waiting for the test bed: pid ${pid:-?} holds $TB_BED_LOCK"
        waited=$((waited + 1))
        [ "$waited" -le 600 ] || tb_die "the test bed is busy: pid ${pid:-?} has held $TB_BED_LOCK for ten minutes"
        sleep 1
    done
    TB_BED_LOCKED=1
}
tb_bed_unlock() {
    if [ "${TB_BED_LOCKED:-0}" = 1 ] && [ "$(head -n 1 "$TB_BED_LOCK" 2>/dev/null)" = "$$" ]; then
        rm -f "$TB_BED_LOCK"
    fi
    TB_BED_LOCKED=0
}

# Package sets. Build and run needs are separate from what only the tests need.
TB_DEB_BUILD=(cmake ninja-build ccache g++ pkg-config qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6sql6-sqlite qt6-svg-dev libqcustomplot-dev libssh-dev qtkeychain-qt6-dev libboost-dev libgl-dev)
TB_DEB_RUN=(netperf ethtool iproute2 openssh-client procps)
TB_DEB_TEST=(openssh-server sudo passwd debootstrap xvfb xauth sqlite3 poppler-utils flent clang libclang-rt-dev)
# Reports (issue 10): zlib for Flent's .flent.gz; flent's stats need numpy; xmllint checks HTML reports.
TB_DEB_BUILD+=(zlib1g-dev)
TB_DEB_TEST+=(python3-numpy libxml2-utils)
# The team store (issue 28): Qt's PostgreSQL driver to run against one, a server for the tests'
# throwaway cluster (scripts/lib/pgcluster.sh).
TB_DEB_RUN+=(libqt6sql6-psql)
# libpq itself for COPY into a PostgreSQL store (backends/store/pgcopy.cpp).
TB_DEB_BUILD+=(libpq-dev)
TB_DEB_TEST+=(postgresql)

tb_missing_debs() {
    local pkg missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null | grep -qx installed || missing+=("$pkg")
    done
    printf '%s\n' "${missing[@]}"
}

# netperf lives in Debian's non-free component (Ubuntu: multiverse). Enable it only when needed.
tb_enable_netperf_source() {
    . /etc/os-release
    if [ "${ID:-}" = debian ]; then
        local suite=${VERSION_CODENAME:-bookworm}
        if ! grep -rqs "non-free" /etc/apt/sources.list /etc/apt/sources.list.d/; then
            tb_say "netperf is missing and is only in Debian's non-free component: enabling non-free for $suite"
            tb_say "(writing /etc/apt/sources.list.d/tunebench-non-free.sources)"
            tb_as_root tee /etc/apt/sources.list.d/tunebench-non-free.sources >/dev/null <<SRC
Types: deb
URIs: http://deb.debian.org/debian
Suites: $suite
Components: non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
        fi
    elif [ "${ID:-}" = ubuntu ]; then
        tb_say "netperf is missing and is in Ubuntu's multiverse component: enabling multiverse"
        tb_as_root add-apt-repository -y multiverse
    fi
}

# tb_install_deps build|test
tb_install_deps() {
    local want=("${TB_DEB_BUILD[@]}" "${TB_DEB_RUN[@]}")
    [ "${1:-build}" = test ] && want+=("${TB_DEB_TEST[@]}")
    if [ ! -f /etc/os-release ] || ! grep -qiE '^(ID|ID_LIKE)=.*(debian|ubuntu)' /etc/os-release; then
        local have_all=1
        command -v cmake >/dev/null && command -v ninja >/dev/null && command -v netperf >/dev/null || have_all=0
        [ "$have_all" = 1 ] && return 0
        tb_say "This is not a Debian or Ubuntu system; install these (names as on Debian) and re-run:"
        printf '  %s\n' "${want[@]}" >&2
        tb_say "Fedora: cmake ninja-build gcc-c++ qt6-qtbase-devel qt6-qttools-devel qt6-qtsvg-devel qcustomplot-qt6-devel libssh-devel qtkeychain-qt6-devel boost-devel netperf ethtool iproute openssh-clients"
        exit 1
    fi
    local missing
    mapfile -t missing < <(tb_missing_debs "${want[@]}")
    [ ${#missing[@]} -eq 0 ] || [ -z "${missing[0]}" ] && return 0
    tb_say "installing: ${missing[*]}"
    if printf '%s\n' "${missing[@]}" | grep -qx netperf && ! apt-cache policy netperf 2>/dev/null | grep -q 'Candidate: [0-9]'; then
        tb_enable_netperf_source
    fi
    tb_as_root apt-get update -qq
    tb_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
        tb_die "apt-get install failed for: ${missing[*]}"
    # KF6 SyntaxHighlighting exists from Debian 13 on; use it where the release has it.
    if apt-cache policy libkf6syntaxhighlighting-dev 2>/dev/null | grep -q 'Candidate: [0-9]'; then
        tb_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libkf6syntaxhighlighting-dev >/dev/null || true
    fi
}

# ccache (CMakeLists.txt uses it when installed) keys its cache on paths relative to the source
# tree, so checkouts in other places (CI's, a second worktree) share one cache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$TB_ROOT}
# -g puts the working directory into the debug info, which ccache hashes unless told not to: without
# this a checkout at another path (CI's clean one, a worktree) hit the cache for 1 % of its objects.
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}

# tb_build [TARGET...]: configures once (tests included, so scripts/test can reuse the tree) and
# builds the targets given, or everything. scripts/run builds only the two programs it runs.
tb_build() {
    if [ ! -f "$TB_BUILD/CMakeCache.txt" ]; then
        tb_say "configuring $TB_BUILD"
        cmake -S "$TB_ROOT" -B "$TB_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTUNEBENCH_BUILD_TESTS=ON ||
            tb_die "configure failed"
    fi
    local targets=()
    [ $# -gt 0 ] && targets=(--target "$@")
    tb_say "building${1:+ $*}"
    cmake --build "$TB_BUILD" "${targets[@]}" || tb_die "build failed"
}
