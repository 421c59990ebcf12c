#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the DERIVED ethtool outputs of this directory (every file named *-derived.*).

Nothing here was captured on a machine with these NICs: the test bed has veth only. Each file is
what ethtool would print for one driver, made from two kinds of public facts, both named in the
file's header:

  * ethtool's format strings, per release, as in pmachata/ethtool (a mirror of the upstream
    repository): netlink/coalesce.c, rings.c, channels.c, features.c and ethtool.c at the commits
    "Release version 6.1" (8d8ab48), "Release version 6.2" (82642de) and the newest commit of the
    mirror, 891500f (March 2025, after 6.11; it already has 6.14's '-j' option). "6.14" below
    means that newest state: coalesce.c, rings.c and channels.c print the same from 6.9 to it.
  * what each driver supports and reports: its ethtool_ops (supported_coalesce_params, rings,
    channels) and its defaults in the Linux sources, and values posted in public threads.

`./derive.py` rewrites the files; `./derive.py --check` only says which would change. The
formatter is checked against real captures by tests/unit/tst_drivercaptures.cpp: the files in
formatcheck/ are this script's output for the values of real captures and must equal them.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

FORMAT_SOURCES = {
    '6.1': 'ethtool 6.1 (Debian 12) format strings: pmachata/ethtool 8d8ab48 "Release version 6.1"',
    '6.2': 'ethtool 6.2 format strings: pmachata/ethtool 82642de "Release version 6.2"',
    '6.3': 'ethtool 6.3 to 6.8 format strings: pmachata/ethtool 7bdf78f "Release version 6.3" (tx-aggr-time-usecs printed without its colon until 97173eb, 6.9)',
    '6.14': 'ethtool 6.14 (Debian 13) format strings: pmachata/ethtool 891500f (newest mirrored commit, after 6.11; coalesce/rings/channels unchanged since 6.9)',
}

# ---------------------------------------------------------------------------------------------
# Formatters, one per command, following the format strings of each release.

COALESCE_GROUPS = [
    [('stats-block-usecs', 'stats-block-usecs', '\t'), ('sample-interval', 'sample-interval', '\t'),
     ('pkt-rate-low', 'pkt-rate-low', '\t\t'), ('pkt-rate-high', 'pkt-rate-high', '\t\t')],
    [('rx-usecs', 'rx-usecs', '\t'), ('rx-frames', 'rx-frames', '\t'), ('rx-usecs-irq', 'rx-usecs-irq', '\t'),
     ('rx-frames-irq', 'rx-frames-irq', '\t')],
    [('tx-usecs', 'tx-usecs', '\t'), ('tx-frames', 'tx-frames', '\t'), ('tx-usecs-irq', 'tx-usecs-irq', '\t'),
     ('tx-frames-irq', 'tx-frames-irq', '\t')],
    # The display labels say "frame", the -C parameters "frames" (the trap tuned also handles).
    [('rx-usecs-low', 'rx-usecs-low', '\t'), ('rx-frames-low', 'rx-frame-low', '\t'),
     ('tx-usecs-low', 'tx-usecs-low', '\t'), ('tx-frames-low', 'tx-frame-low', '\t')],
    [('rx-usecs-high', 'rx-usecs-high', '\t'), ('rx-frames-high', 'rx-frame-high', '\t'),
     ('tx-usecs-high', 'tx-usecs-high', '\t'), ('tx-frames-high', 'tx-frame-high', '\t')],
]
TX_AGGR = [('tx-aggr-max-bytes', 'tx-aggr-max-bytes'), ('tx-aggr-max-frames', 'tx-aggr-max-frames'),
           ('tx-aggr-time-usecs', 'tx-aggr-time-usecs')]


def onoff(value):
    return 'n/a' if value is None else value


def coalesce_text(ifname, c, version):
    out = ['Coalesce parameters for %s:' % ifname,
           'Adaptive RX: %s  TX: %s' % (onoff(c.get('adaptive-rx')), onoff(c.get('adaptive-tx')))]
    for index, group in enumerate(COALESCE_GROUPS):
        for name, label, tabs in group:
            value = c.get(name)
            separator = ' ' if version == '6.1' else tabs
            out.append('%s:%s%s' % (label, separator, 'n/a' if value is None else value))
        out.append('')
    out.append('CQE mode RX: %s  TX: %s' % (onoff(c.get('cqe-mode-rx')), onoff(c.get('cqe-mode-tx'))))
    if version in ('6.3', '6.14'):
        out.append('')
        for name, label in TX_AGGR:
            colon = '' if version == '6.3' and name == 'tx-aggr-time-usecs' else ':'
            value = c.get(name)
            out.append('%s%s\t%s' % (label, colon, 'n/a' if value is None else value))
    return '\n'.join(out) + '\n'


def json_value(value):
    if value in ('on', 'off'):
        return 'true' if value == 'on' else 'false'
    if isinstance(value, int):
        return str(value)
    return json.dumps(value)


def json_object(pairs):
    """ethtool's json_writer in pretty mode: '[ {', keys at 8 spaces, '    } ]'."""
    lines = ['        %s: %s' % (json.dumps(key), json_value(value)) for key, value in pairs]
    return '[ {\n' + ',\n'.join(lines) + '\n    } ]\n'


def coalesce_json(ifname, c):
    # show_bool("rx"/"tx") for both the adaptive and the CQE pair: the JSON has "rx" and "tx"
    # twice. Parameters that are n/a are left out.
    pairs = [('ifname', ifname)]
    for name, key in (('adaptive-rx', 'rx'), ('adaptive-tx', 'tx')):
        if c.get(name) is not None:
            pairs.append((key, c[name]))
    for group in COALESCE_GROUPS:
        for name, label, _ in group:
            if c.get(name) is not None:
                pairs.append((label, c[name]))
    for name, key in (('cqe-mode-rx', 'rx'), ('cqe-mode-tx', 'tx')):
        if c.get(name) is not None:
            pairs.append((key, c[name]))
    for name, label in TX_AGGR:
        if c.get(name) is not None:
            pairs.append((label, c[name]))
    return json_object(pairs)


def na(value):
    return 'n/a' if value is None else value


def rings_text(ifname, r, version):
    mx, cur = r['max'], r['cur']
    if version == '6.1':
        out = ['Ring parameters for %s:' % ifname, 'Pre-set maximums:',
               'RX:\t\t%s' % na(mx.get('rx')), 'RX Mini:\t%s' % na(mx.get('rx-mini')),
               'RX Jumbo:\t%s' % na(mx.get('rx-jumbo')), 'TX:\t\t%s' % na(mx.get('tx')),
               'Current hardware settings:',
               'RX:\t\t%s' % na(cur.get('rx')), 'RX Mini:\t%s' % na(cur.get('rx-mini')),
               'RX Jumbo:\t%s' % na(cur.get('rx-jumbo')), 'TX:\t\t%s' % na(cur.get('tx')),
               'RX Buf Len:\t\t%s' % na(cur.get('rx-buf-len')), 'CQE Size:\t\t%s' % na(cur.get('cqe-size')),
               'TX Push:\t%s' % na(cur.get('tx-push')), 'TCP data split:\t%s' % na(cur.get('tcp-data-split'))]
        return '\n'.join(out) + '\n'
    out = ['Ring parameters for %s:' % ifname, 'Pre-set maximums:',
           'RX:\t\t\t%s' % na(mx.get('rx')), 'RX Mini:\t\t%s' % na(mx.get('rx-mini')),
           'RX Jumbo:\t\t%s' % na(mx.get('rx-jumbo')), 'TX:\t\t\t%s' % na(mx.get('tx')),
           'TX push buff len:\t%s' % na(mx.get('tx-push-buf-len')),
           'Current hardware settings:',
           'RX:\t\t\t%s' % na(cur.get('rx')), 'RX Mini:\t\t%s' % na(cur.get('rx-mini')),
           'RX Jumbo:\t\t%s' % na(cur.get('rx-jumbo')), 'TX:\t\t\t%s' % na(cur.get('tx')),
           'RX Buf Len:\t\t%s' % na(cur.get('rx-buf-len')), 'CQE Size:\t\t%s' % na(cur.get('cqe-size')),
           'TX Push:\t\t%s' % na(cur.get('tx-push')), 'RX Push:\t\t%s' % na(cur.get('rx-push')),
           'TX push buff len:\t%s' % na(cur.get('tx-push-buf-len')),
           'TCP data split:\t\t%s' % na(cur.get('tcp-data-split'))]
    if r.get('hds'):
        # Only in the *-hds-derived sample: the lines of the hds-thresh patches (see its header).
        out.insert(7, 'HDS thresh:\t\t%s' % na(mx.get('hds-thresh')))
        out.append('HDS thresh:\t\t%s' % na(cur.get('hds-thresh')))
    return '\n'.join(out) + '\n'


def rings_json(ifname, r):
    mx, cur = r['max'], r['cur']
    pairs = [('ifname', ifname)]
    for name, key in (('rx', 'rx-max'), ('rx-mini', 'rx-mini-max'), ('rx-jumbo', 'rx-jumbo-max'), ('tx', 'tx-max'),
                      ('tx-push-buf-len', 'tx-push-buff-max-len')):
        if mx.get(name) is not None:
            pairs.append((key, mx[name]))
    for name in ('rx', 'rx-mini', 'rx-jumbo', 'tx', 'rx-buf-len', 'cqe-size', 'tx-push', 'rx-push', 'tx-push-buf-len'):
        if cur.get(name) is not None:
            pairs.append((name, cur[name]))
    if cur.get('tcp-data-split') is not None:  # printed as a string, left out when n/a
        pairs.append(('tcp-data-split', str(cur['tcp-data-split'])))
    return json_object(pairs)


def channels_text(ifname, ch):
    mx, cur = ch['max'], ch['cur']
    out = ['Channel parameters for %s:' % ifname, 'Pre-set maximums:']
    for part in (mx, cur):
        out += ['RX:\t\t%s' % na(part.get('rx')), 'TX:\t\t%s' % na(part.get('tx')),
                'Other:\t\t%s' % na(part.get('other')), 'Combined:\t%s' % na(part.get('combined'))]
        if part is mx:
            out.append('Current hardware settings:')
    return '\n'.join(out) + '\n'


def driver_text(info):
    keys = ['driver', 'version', 'firmware-version', 'expansion-rom-version', 'bus-info', 'supports-statistics',
            'supports-test', 'supports-eeprom-access', 'supports-register-dump', 'supports-priv-flags']
    return ''.join('%s: %s\n' % (key, info.get(key, '')) for key in keys)


# -k: the feature names and their order are those of the bed's kernel (tests/data/ethtool/veth-k.txt,
# kernel 6.18); a Debian 12 or 13 kernel lists a few fewer (e.g. no tx-tcp-accecn-segmentation).
def veth_feature_lines():
    with open(os.path.join(HERE, '..', 'veth-k.txt')) as f:
        lines = [line.rstrip('\n') for line in f if not line.startswith('#')]
    return lines[1:]


def feature_states(f):
    """Every feature of the bed's kernel as (name, child, active, fixed); fixed off unless the driver
    says otherwise. A parent line (one followed by tab-indented children) is on when any child is,
    and has no fixedness of its own (null in JSON)."""
    rows = []
    for line in veth_feature_lines():
        rows.append((line.strip().split(':')[0], line.startswith('\t')))
    out = []
    for index, (name, child) in enumerate(rows):
        if name in f['changeable']:
            out.append([name, child, f['changeable'][name], False])
        else:
            out.append([name, child, name in f.get('fixed-on', ()), True])
    for index, row in enumerate(out):
        children = []
        for later in out[index + 1:]:
            if not later[1]:
                break
            children.append(later)
        if not row[1] and children:
            row[2] = any(child[2] for child in children)
            row[3] = None
    return [tuple(row) for row in out]


def features_text(ifname, f):
    out = ['Features for %s:' % ifname]
    for name, child, active, fixed in feature_states(f):
        suffix = ' [fixed]' if fixed else ''
        out.append('%s%s: %s%s' % ('\t' if child else '', name, 'on' if active else 'off', suffix))
    return '\n'.join(out) + '\n'


def features_json(ifname, f):
    lines = ['        "ifname": %s' % json.dumps(ifname)]
    for name, child, active, fixed in feature_states(f):
        if fixed is None:
            body = ['"active": %s' % ('true' if active else 'false'), '"fixed": null', '"requested": null']
        else:
            body = ['"active": %s' % ('true' if active else 'false'), '"fixed": %s' % ('true' if fixed else 'false'),
                    '"requested": %s' % ('true' if active else 'false')]
        lines.append('        %s: {\n' % json.dumps(name) + ',\n'.join('            ' + b for b in body) + '\n        }')
    return '[ {\n' + ',\n'.join(lines) + '\n    } ]\n'


# ---------------------------------------------------------------------------------------------
# The drivers. Unlisted coalescing parameters are n/a (not in supported_coalesce_params).

def changeable(on=(), off=()):
    d = {name: True for name in on}
    d.update({name: False for name in off})
    return d


COMMON_ON = ('rx-checksumming', 'tx-checksum-ip-generic', 'tx-scatter-gather', 'tx-tcp-segmentation',
             'tx-tcp6-segmentation', 'generic-segmentation-offload', 'generic-receive-offload')

DRIVERS = {
    'mlx5_core': {
        'ifname': 'ens1f0np0',
        'info': {'driver': 'mlx5_core', 'firmware-version': '16.35.2000 (MT_0000000012)', 'bus-info': '0000:3b:00.0',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'no',
                 'supports-register-dump': 'no', 'supports-priv-flags': 'yes'},
        'coalesce': {'adaptive-rx': 'on', 'adaptive-tx': 'on', 'rx-usecs': 8, 'rx-frames': 128, 'tx-usecs': 8,
                     'tx-frames': 128, 'cqe-mode-rx': 'on', 'cqe-mode-tx': 'off'},
        'coalesce-source': 'supported_coalesce_params = USECS | MAX_FRAMES | USE_ADAPTIVE | USE_CQE '
                           '(drivers/net/ethernet/mellanox/mlx5/core/en_ethtool.c); values as posted for a '
                           'ConnectX NIC in vyos/vyos-1x#4919 (ethtool 6.10: "Adaptive RX: on  TX: on", rx-usecs 8, '
                           'rx-frames 128, tx-usecs 8, tx-frames 128); CQE mode RX on matches net_dim\'s CQE RX '
                           'profile {8 usecs, 128 frames}. NVIDIA MLNX_OFED docs: "rx-usecs will be enforced only '
                           'when adaptive moderation is disabled".',
        'rings': {'max': {'rx': 8192, 'tx': 8192}, 'cur': {'rx': 1024, 'tx': 1024, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'mlx5e_ethtool_get_ringparam: maximums 1 << MLX5E_PARAMS_MAXIMUM_LOG_RQ_SIZE (8192) and '
                        '1 << MLX5E_PARAMS_MAXIMUM_LOG_SQ_SIZE; default 1024; sizes are rounded up to a power of two',
        'channels': {'max': {'combined': 63}, 'cur': {'combined': 32}},
        'channels-source': 'mlx5e_ethtool_get_channels: combined only (max = completion EQs), here a 32-CPU host',
        'features': {'changeable': changeable(on=COMMON_ON + ('tx-checksum-ipv4', 'tx-checksum-ipv6', 'rx-vlan-offload',
                                                              'tx-vlan-offload', 'receive-hashing', 'rx-vlan-filter',
                                                              'tx-gre-segmentation', 'tx-udp_tnl-segmentation',
                                                              'tx-udp-segmentation'),
                                              off=('large-receive-offload', 'ntuple-filters', 'rx-fcs', 'rx-all',
                                                   'hw-tc-offload', 'rx-gro-hw', 'tx-nocache-copy', 'rx-gro-list',
                                                   'rx-udp-gro-forwarding')),
                     'fixed-on': ('highdma',)},
    },
    'mlx4_en': {
        'ifname': 'enp59s0',
        'info': {'driver': 'mlx4_en', 'firmware-version': '2.42.5000', 'bus-info': '0000:3b:00.0',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'no',
                 'supports-register-dump': 'no', 'supports-priv-flags': 'yes'},
        'coalesce': {'adaptive-rx': 'on', 'sample-interval': 0, 'pkt-rate-low': 400000,
                     'pkt-rate-high': 450000, 'rx-usecs': 16, 'rx-frames': 88, 'tx-usecs': 0, 'tx-frames': 0,
                     'tx-frames-irq': 256, 'rx-usecs-low': 0, 'rx-usecs-high': 128},
        'coalesce-source': 'supported_coalesce_params = USECS | MAX_FRAMES | TX_MAX_FRAMES_IRQ | PKT_RATE_RX_USECS '
                           '(drivers/net/ethernet/mellanox/mlx4/en_ethtool.c; PKT_RATE_RX_USECS = USE_ADAPTIVE_RX | '
                           'RX_USECS_LOW | RX_USECS_HIGH | PKT_RATE_LOW | PKT_RATE_HIGH | RATE_SAMPLE_INTERVAL); '
                           'values as posted for mlx4 in Mellanox/sockperf#21 (ioctl era, see mlx4_en-c-ioctl-sockperf21.txt); '
                           'tx-frames-irq is the TX work limit, 256 by default',
        'rings': {'max': {'rx': 8192, 'tx': 8192}, 'cur': {'rx': 1024, 'tx': 512, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'mlx4_en_get_ringparam: MLX4_EN_MAX_RX_SIZE/MLX4_EN_MAX_TX_SIZE 8192; sizes are rounded up '
                        'to a power of two',
        'channels': {'max': {'rx': 128, 'tx': 32}, 'cur': {'rx': 16, 'tx': 16}},
        'channels-source': 'mlx4_en_get_channels: separate RX and TX counts, no combined',
        'features': {'changeable': changeable(on=COMMON_ON + ('tx-checksum-ipv4', 'tx-checksum-ipv6', 'rx-vlan-offload',
                                                              'tx-vlan-offload', 'receive-hashing', 'rx-vlan-filter'),
                                              off=('large-receive-offload', 'ntuple-filters', 'rx-fcs', 'rx-all',
                                                   'loopback', 'tx-nocache-copy')),
                     'fixed-on': ('highdma',)},
    },
    'ixgbe': {
        'ifname': 'ens2f0',
        'info': {'driver': 'ixgbe', 'firmware-version': '0x800003df', 'bus-info': '0000:04:00.0',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'yes',
                 'supports-register-dump': 'yes', 'supports-priv-flags': 'yes'},
        'coalesce': {'rx-usecs': 1, 'tx-usecs': 0, 'tx-frames-irq': 256},
        'coalesce-source': 'supported_coalesce_params = USECS | TX_MAX_FRAMES_IRQ '
                           '(drivers/net/ethernet/intel/ixgbe/ixgbe_ethtool.c); rx-usecs 1 means dynamic ITR (the '
                           'default rx_itr_setting), 0 off, 2-1022 fixed; with Rx and Tx sharing vectors (the '
                           'default) tx-usecs reads 0 and setting it is refused; tx-frames-irq is the TX work limit',
        'rings': {'max': {'rx': 4096, 'tx': 4096}, 'cur': {'rx': 512, 'tx': 512, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'ixgbe_get_ringparam: IXGBE_MAX_RXD/IXGBE_MAX_TXD 4096, default 512; sizes are rounded up '
                        'to a multiple of 8',
        'channels': {'max': {'other': 1, 'combined': 63}, 'cur': {'other': 1, 'combined': 24}},
        'channels-source': 'ixgbe_get_channels: combined queues plus one "other" vector (NON_Q_VECTORS)',
        'features': {'changeable': changeable(on=COMMON_ON + ('rx-vlan-offload', 'tx-vlan-offload', 'receive-hashing',
                                                              'rx-vlan-filter', 'large-receive-offload'),
                                              off=('ntuple-filters', 'rx-fcs', 'rx-all', 'loopback', 'hw-tc-offload',
                                                   'tx-nocache-copy')),
                     'fixed-on': ('highdma',)},
    },
    'i40e': {
        'ifname': 'ens3f0',
        'info': {'driver': 'i40e', 'firmware-version': '8.70 0x8000c3b0 1.3179.0', 'bus-info': '0000:5e:00.0',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'yes',
                 'supports-register-dump': 'yes', 'supports-priv-flags': 'yes'},
        'coalesce': {'adaptive-rx': 'on', 'adaptive-tx': 'on', 'rx-usecs': 50, 'rx-frames-irq': 256, 'tx-usecs': 50,
                     'tx-frames-irq': 256, 'rx-usecs-high': 0, 'tx-usecs-high': 0},
        'coalesce-source': 'supported_coalesce_params = USECS | MAX_FRAMES_IRQ | USE_ADAPTIVE | RX_USECS_HIGH | '
                           'TX_USECS_HIGH (drivers/net/ethernet/intel/i40e/i40e_ethtool.c); defaults adaptive on, '
                           'ITR 50 usecs (I40E_ITR_20K), work limit 256; i40e refuses a change of rx-usecs while '
                           'adaptive-rx stays on ("RX interrupt moderation cannot be changed if adaptive-rx is '
                           'enabled.", kernel log, -EINVAL)',
        'rings': {'max': {'rx': 4096, 'tx': 4096}, 'cur': {'rx': 512, 'tx': 512, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'i40e_get_ringparam: I40E_MAX_NUM_DESCRIPTORS 4096, default 512; sizes are rounded up to '
                        'a multiple of 32',
        'channels': {'max': {'other': 1, 'combined': 40}, 'cur': {'other': 1, 'combined': 40}},
        'channels-source': 'i40e_get_channels: combined plus one "other" (the misc vector)',
        'features': {'changeable': changeable(on=COMMON_ON + ('rx-vlan-offload', 'tx-vlan-offload', 'receive-hashing',
                                                              'rx-vlan-filter', 'ntuple-filters'),
                                              off=('rx-all', 'hw-tc-offload', 'loopback', 'tx-nocache-copy')),
                     'fixed-on': ('highdma',)},
    },
    'ice': {
        'ifname': 'ens801f0',
        'info': {'driver': 'ice', 'firmware-version': '4.20 0x8001778b 1.3346.0', 'bus-info': '0000:b1:00.0',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'yes',
                 'supports-register-dump': 'yes', 'supports-priv-flags': 'yes'},
        'coalesce': {'adaptive-rx': 'on', 'adaptive-tx': 'on', 'rx-usecs': 50, 'tx-usecs': 50, 'rx-usecs-high': 0},
        'coalesce-source': 'supported_coalesce_params = USECS | USE_ADAPTIVE | RX_USECS_HIGH '
                           '(drivers/net/ethernet/intel/ice/ice_ethtool.c); defaults adaptive on, 50 usecs; ice '
                           'refuses a change of rx-usecs while adaptive-rx stays on ("rx interrupt throttling cannot '
                           'be changed if adaptive-rx is enabled", kernel log) and programs only even usecs ("User set '
                           'rx-usecs to 25, device only supports even values. Rounding down ...") while reading back '
                           'the value as set',
        'rings': {'max': {'rx': 8160, 'tx': 8160}, 'cur': {'rx': 2048, 'tx': 256, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'ice_get_ringparam: ICE_MAX_NUM_DESC 8160, defaults 2048 RX / 256 TX; sizes are rounded up '
                        'to a multiple of 32',
        'channels': {'max': {'rx': 64, 'tx': 64, 'other': 1, 'combined': 64},
                     'cur': {'rx': 0, 'tx': 0, 'other': 1, 'combined': 32}},
        'channels-source': 'ice_get_channels: separate RX/TX maximums next to combined, "other" 1; RX and TX read 0 '
                           '(not n/a) when all queues are combined',
        'features': {'changeable': changeable(on=COMMON_ON + ('rx-vlan-offload', 'tx-vlan-offload', 'receive-hashing',
                                                              'rx-vlan-filter', 'ntuple-filters'),
                                              off=('rx-fcs', 'rx-all', 'hw-tc-offload', 'loopback', 'tx-nocache-copy',
                                                   'rx-gro-list')),
                     'fixed-on': ('highdma',)},
    },
    'bnxt_en': {
        'ifname': 'ens5f0np0',
        'info': {'driver': 'bnxt_en', 'firmware-version': '222.0.144.0/pkg 222.0.139.0', 'bus-info': '0000:31:00.0',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'yes',
                 'supports-register-dump': 'yes', 'supports-priv-flags': 'no'},
        'coalesce': {'adaptive-rx': 'on', 'stats-block-usecs': 1000000, 'rx-usecs': 10, 'rx-frames': 15,
                     'rx-usecs-irq': 1, 'rx-frames-irq': 1, 'tx-usecs': 28, 'tx-frames': 30, 'tx-usecs-irq': 2,
                     'tx-frames-irq': 2, 'cqe-mode-rx': 'on', 'cqe-mode-tx': 'on'},
        'coalesce-source': 'supported_coalesce_params = USECS | MAX_FRAMES | USECS_IRQ | MAX_FRAMES_IRQ | '
                           'STATS_BLOCK_USECS | USE_ADAPTIVE_RX | USE_CQE (drivers/net/ethernet/broadcom/bnxt/'
                           'bnxt_ethtool.c); defaults of bnxt_init_dflt_coal() (rx 10 usecs / 30 buffers reported '
                           'as 15 frames, tx 28 usecs / 30 frames, stats every 1000000 usecs, DIM on); adaptive-tx n/a',
        'rings': {'max': {'rx': 2047, 'rx-jumbo': 8191, 'tx': 2047},
                  'cur': {'rx': 511, 'rx-jumbo': 2044, 'tx': 511, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'bnxt_get_ringparam: BNXT_MAX_RX_DESC_CNT 2047, BNXT_MAX_RX_JUM_DESC_CNT 8191, defaults 511',
        'channels': {'max': {'rx': 37, 'tx': 37, 'combined': 37}, 'cur': {'rx': 0, 'tx': 0, 'combined': 8}},
        'channels-source': 'bnxt_get_channels: rx/tx/combined maximums, 8 combined by default (netif_get_num_default_rss_queues)',
        'features': {'changeable': changeable(on=COMMON_ON + ('rx-vlan-offload', 'tx-vlan-offload', 'receive-hashing',
                                                              'rx-vlan-filter', 'rx-gro-hw', 'ntuple-filters'),
                                              off=('large-receive-offload', 'rx-all', 'loopback', 'tx-nocache-copy')),
                     'fixed-on': ('highdma',)},
    },
    'e1000e': {
        'ifname': 'eno1',
        'info': {'driver': 'e1000e', 'firmware-version': '0.13-4', 'bus-info': '0000:00:1f.6',
                 'supports-statistics': 'yes', 'supports-test': 'yes', 'supports-eeprom-access': 'yes',
                 'supports-register-dump': 'yes', 'supports-priv-flags': 'yes'},
        'coalesce': {'rx-usecs': 3},
        'coalesce-source': 'supported_coalesce_params = RX_USECS (drivers/net/ethernet/intel/e1000e/ethtool.c); '
                           'rx-usecs 0-4 are modes (3 = dynamic conservative, the InterruptThrottleRate default; 2 '
                           'refused), 5-9 refused, 10-10000 become an interrupt rate (1000000/usecs, rounded down to '
                           'a multiple of 4) and read back as 1000000/rate, e.g. 7000 reads back 7142',
        'rings': {'max': {'rx': 4096, 'tx': 4096}, 'cur': {'rx': 256, 'tx': 256, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'e1000_get_ringparam: E1000_MAX_RXD/E1000_MAX_TXD 4096, default 256',
        'channels': None,
        'channels-source': 'e1000e has no get_channels: ethtool -l answers "Operation not supported"',
        'features': {'changeable': changeable(on=COMMON_ON + ('tx-checksum-ipv4', 'tx-checksum-ipv6', 'rx-vlan-offload',
                                                              'tx-vlan-offload', 'receive-hashing', 'rx-vlan-filter'),
                                              off=('rx-fcs', 'rx-all', 'tx-nocache-copy')),
                     'fixed-on': ('highdma',)},
    },
    'virtio_net': {
        'ifname': 'eth0',
        'info': {'driver': 'virtio_net', 'version': '1.0.0', 'firmware-version': '', 'bus-info': '0000:00:03.0',
                 'supports-statistics': 'yes', 'supports-test': 'no', 'supports-eeprom-access': 'no',
                 'supports-register-dump': 'no', 'supports-priv-flags': 'no'},
        'coalesce': {'adaptive-rx': 'off', 'rx-usecs': 0, 'rx-frames': 1, 'tx-usecs': 0, 'tx-frames': 1},
        'coalesce-source': 'the values of the build machine\'s virtio_net NIC (../virtio-c.txt, captured with '
                           'ethtool 6.1); formatcheck/ shows that this script reproduces that capture',
        'rings': {'max': {'rx': 256, 'tx': 256}, 'cur': {'rx': 256, 'tx': 256, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-source': 'the values of ../virtio-g.txt (captured)',
        'channels': {'max': {'combined': 1}, 'cur': {'combined': 1}},
        'channels-source': 'the values of ../virtio-l.txt (captured)',
        'features': None,  # ../virtio-k.json is a real capture
    },
    'ena': {
        'ifname': 'ens5',
        'info': {'driver': 'ena', 'firmware-version': '', 'bus-info': '0000:00:05.0',
                 'supports-statistics': 'yes', 'supports-test': 'no', 'supports-eeprom-access': 'no',
                 'supports-register-dump': 'no', 'supports-priv-flags': 'yes'},
        'coalesce': {'adaptive-rx': 'on', 'rx-usecs': 0, 'tx-usecs': 64},
        'coalesce-source': 'supported_coalesce_params = USECS | USE_ADAPTIVE_RX '
                           '(drivers/net/ethernet/amazon/ena/ena_ethtool.c); tx-usecs 64 '
                           '(ENA_INTR_INITIAL_TX_INTERVAL_USECS), rx 0, DIM on where the device has interrupt '
                           'moderation (amzn/amzn-drivers#290 turns it off with "ethtool -C ens5 adaptive-rx off"); '
                           'a kernel without moderation support answers -c with "Operation not supported"',
        'rings': {'max': {'rx': 16384, 'tx': 1024}, 'cur': {'rx': 1024, 'tx': 1024, 'tx-push': 'off', 'rx-push': 'off'}},
        'rings-6.14': {'max': {'rx': 16384, 'tx': 1024, 'tx-push-buf-len': 224},
                       'cur': {'rx': 1024, 'tx': 1024, 'tx-push': 'on', 'rx-push': 'off', 'tx-push-buf-len': 96}},
        'rings-source': 'ena_get_ringparam: max RX 16384, TX 1024 (LLQ); from kernel 6.4 TX push (LLQ) and its '
                        'buffer length (max 224, default 96) are reported, so the 6.14 form shows them',
        'channels': {'max': {'combined': 32}, 'cur': {'combined': 8}},
        'channels-source': 'ena_get_channels: combined only',
        'features': {'changeable': changeable(on=('generic-segmentation-offload', 'generic-receive-offload',
                                                  'tx-scatter-gather'),
                                              off=('tx-nocache-copy', 'rx-gro-list', 'rx-udp-gro-forwarding')),
                     'fixed-on': ('rx-checksumming', 'tx-checksum-ipv4', 'receive-hashing', 'highdma')},
    },
}

KERNELS = {'6.1': ('6.1.0-18-amd64', 'Debian 12'), '6.14': ('6.12.38+deb13-amd64', 'Debian 13')}


def header(lines):
    return ''.join('# %s\n' % line for line in lines)


def derived_header(what, command, version, sources, exit_code=0):
    lines = ['DERIVED, not captured (tests/data/ethtool/drivers/derive.py): what `%s` prints' % command,
             'for %s.' % what]
    if version:
        lines.append('format: %s' % FORMAT_SOURCES[version])
    lines += ['values: ' + s for s in sources]
    lines.append('exit code %d' % exit_code)
    return header(lines)


ERRORS = [
    # (file, driver, argv after "ethtool", output, exit code, why)
    ('ixgbe-set-C-rx-frames-derived.txt', 'ixgbe', '-C ens2f0 rx-frames 8',
     'netlink error: cannot modify an unsupported parameter (offset 36)\nnetlink error: Invalid argument\n', 1,
     'the kernel refuses a parameter missing from supported_coalesce_params (net/ethtool/coalesce.c '
     'ethnl_set_coalesce_validate: "cannot modify an unsupported parameter", -EINVAL, extack on the attribute); '
     'ethtool prints it with the attribute offset (netlink/nlsock.c nlsock_process_ack): 20 bytes of headers, '
     '16 of the device-name nest for "ens2f0", so the first parameter sits at 36'),
    ('ixgbe-set-C-tx-usecs-derived.txt', 'ixgbe', '-C ens2f0 tx-usecs 50',
     'netlink error: Invalid argument\n', 1,
     'ixgbe_set_coalesce refuses tx-usecs while Rx and Tx share vectors (the default) with -EINVAL and no message'),
    ('i40e-set-C-rx-usecs-adaptive-derived.txt', 'i40e', '-C ens3f0 rx-usecs 30',
     'netlink error: Invalid argument\n', 1,
     'i40e_set_coalesce with adaptive-rx on: the kernel log says "RX interrupt moderation cannot be changed if '
     'adaptive-rx is enabled." and ethtool gets -EINVAL'),
    ('ice-set-C-rx-usecs-adaptive-derived.txt', 'ice', '-C ens801f0 rx-usecs 30',
     'netlink error: Invalid argument\n', 1,
     'ice_set_rc_coalesce with adaptive-rx on: the kernel log says "rx interrupt throttling cannot be changed '
     'if adaptive-rx is enabled" and ethtool gets -EINVAL'),
    ('mlx5_core-set-C-rx-usecs-range-derived.txt', 'mlx5_core', '-C ens1f0np0 adaptive-rx off rx-usecs 5000',
     'netlink error: Numerical result out of range\n', 1,
     'mlx5e_ethtool_set_coalesce: above MLX5E_MAX_COAL_TIME (4095) the kernel log says "maximum coalesce time '
     'supported is 4095 usecs" and ethtool gets -ERANGE'),
    ('e1000e-set-C-rx-usecs-derived.txt', 'e1000e', '-C eno1 rx-usecs 7',
     'netlink error: Invalid argument\n', 1,
     'e1000_set_coalesce refuses 2 and 5-9 (E1000_MIN_ITR_USECS is 10) with -EINVAL'),
    ('e1000e-l-unsupported-derived.txt', 'e1000e', '-l eno1',
     'netlink error: Operation not supported\n', 1,
     'e1000e has no get_channels; the same answer as ../lo-l-unsupported.txt (captured)'),
    ('bnxt_en-set-G-rx-beyond-max-derived.txt', 'bnxt_en', '-G ens5f0np0 rx 4096',
     'netlink error: requested ring size exceeds maximum (offset 40)\nnetlink error: Invalid argument\n', 81,
     'net/ethtool/rings.c ethnl_set_rings: "requested ring size exceeds maximum" on the attribute (20 bytes of '
     'headers and 20 of the nest for "ens5f0np0" put it at 40); ethtool -G exits 81'),
]


def outputs():
    """Every derived file: name -> content."""
    files = {}
    for name, d in DRIVERS.items():
        ifname = d['ifname']
        for version in ('6.1', '6.14'):
            kernel, distro = KERNELS[version]
            what = '%s on %s with ethtool %s (%s, kernel %s)' % (name, ifname, version, distro, kernel)
            files['%s-c-%s-derived.txt' % (name, version)] = derived_header(
                what, 'ethtool -c %s' % ifname, version, [d['coalesce-source']]) + coalesce_text(
                    ifname, d['coalesce'], version)
            rings = d.get('rings-' + version, d['rings'])
            files['%s-g-%s-derived.txt' % (name, version)] = derived_header(
                what, 'ethtool -g %s' % ifname, version, [d['rings-source']]) + rings_text(ifname, rings, version)
            info = dict(d['info'])
            info.setdefault('version', kernel)
            files['%s-i-%s-derived.txt' % (name, version)] = derived_header(
                what, 'ethtool -i %s' % ifname, None,
                ['ethtool.c dump_drvinfo (same in 6.1 and 6.14); in-tree drivers without a version of their own '
                 'report the kernel release'], ) + driver_text(info)
        what = '%s on %s with ethtool 6.14 (Debian 13, kernel %s)' % (name, ifname, KERNELS['6.14'][0])
        files['%s-c-6.14-derived.json' % name] = derived_header(
            what, 'ethtool --json -c %s' % ifname, '6.14', [d['coalesce-source'],
                                                           'JSON: show_bool("rx"/"tx") names the adaptive pair and '
                                                           'the CQE pair alike, so "rx" and "tx" can occur twice; '
                                                           'n/a parameters are left out']) + coalesce_json(
                                                               ifname, d['coalesce'])
        files['%s-g-6.14-derived.json' % name] = derived_header(
            what, 'ethtool --json -g %s' % ifname, '6.14', [d['rings-source']]) + rings_json(
                ifname, d.get('rings-6.14', d['rings']))
        what = '%s on %s with ethtool 6.1 or 6.14 (same format strings)' % (name, ifname)
        if d['channels']:
            files['%s-l-derived.txt' % name] = derived_header(
                what, 'ethtool -l %s' % ifname, '6.1', [d['channels-source'],
                                                       'netlink/channels.c prints the same text in 6.14 and has no '
                                                       'JSON there either']) + channels_text(ifname, d['channels'])
        if d['features']:
            sources = ['feature names and order of the bed\'s kernel 6.18 (../veth-k.txt); which features this '
                       'driver can change (hw_features) and which are on by default are illustrative of the driver, '
                       'not a capture; netlink/features.c prints the same in 6.1 and 6.14']
            files['%s-k-derived.txt' % name] = derived_header(what, 'ethtool -k %s' % ifname, '6.1', sources) + \
                features_text(ifname, d['features'])
            files['%s-k-derived.json' % name] = derived_header(what, 'ethtool --json -k %s' % ifname, '6.1', sources) + \
                features_json(ifname, d['features'])
    # ethtool 6.3 to 6.8 (Ubuntu 24.04 has 6.7) print "tx-aggr-time-usecs" without its colon.
    ixgbe = DRIVERS['ixgbe']
    files['ixgbe-c-6.7-derived.txt'] = derived_header(
        'ixgbe on ens2f0 with ethtool 6.7 (Ubuntu 24.04)', 'ethtool -c ens2f0', '6.3',
        [ixgbe['coalesce-source']]) + coalesce_text('ens2f0', ixgbe['coalesce'], '6.3')
    # A sample with the "HDS thresh" lines of the header-data-split threshold (kernel 6.14).
    bnxt = DRIVERS['bnxt_en']
    hds = {'hds': True, 'max': dict(bnxt['rings']['max'], **{'hds-thresh': 1023}),
           'cur': dict(bnxt['rings']['cur'], **{'tcp-data-split': 'on', 'hds-thresh': 256})}
    files['bnxt_en-g-hds-derived.txt'] = derived_header(
        'bnxt_en with tcp-data-split on, from an ethtool with hds-thresh support (not in the mirrored 6.14 state)',
        'ethtool -g ens5f0np0', '6.14',
        ['the "HDS thresh:" lines in the pre-set and current sections as the kernel patches show them (Taehee '
         'Yoo, "bnxt_en: add support for hds-thresh ethtool command", netdev 2025: "HDS thresh:  1023" / '
         '"HDS thresh:  256"; fbnic: "HDS thresh:\\t\\t3584"); Tunebench sets it as ring.hds-thresh']) + rings_text(
             'ens5f0np0', hds, '6.14')
    for filename, driver, argv, output, code, why in ERRORS:
        files[filename] = derived_header(driver, 'ethtool ' + argv, '6.1', [why], code) + output
    return files


def formatcheck():
    """This script's output for the values of real captures (tests compare them)."""
    virtio = DRIVERS['virtio_net']
    files = {
        'virtio-c.txt': coalesce_text('eth0', virtio['coalesce'], '6.1'),
        'virtio-g.txt': rings_text('eth0', {'max': virtio['rings']['max'],
                                            'cur': {'rx': 256, 'tx': 256, 'tx-push': 'off'}}, '6.1'),
        'virtio-l.txt': channels_text('eth0', virtio['channels']),
        # vyos/vyos-1x#4919 (virtio, ethtool 6.10) and tuned#726 (ethtool 6.2, driver not named)
        'virtio_net-c-6.10-vyos4919.txt': coalesce_text('eth1', {'rx-frames': 23}, '6.14'),
        'tuned726-c-6.2.txt': coalesce_text('enp1s0', {'rx-usecs': 3, 'tx-usecs': 3}, '6.2'),
    }
    # The bed's veth (../veth-k.txt, ../veth-k.json): its states read back from the text capture.
    veth = {'changeable': {}, 'fixed-on': []}
    for line in veth_feature_lines():
        name, state = line.strip().split(': ', 1)
        if state.endswith('[fixed]'):
            if state.startswith('on'):
                veth['fixed-on'].append(name)
        else:
            veth['changeable'][name] = state == 'on'
    files['veth-k.txt'] = features_text('eth0', veth)
    files['veth-k.json'] = features_json('eth0', veth)
    # The trailing blank line ethtool prints after the last group is not in the captures.
    return {name: text.rstrip('\n') + '\n' for name, text in files.items()}


def main():
    check = '--check' in sys.argv
    stale = []
    targets = {name: text for name, text in outputs().items()}
    targets.update({os.path.join('formatcheck', name): text for name, text in formatcheck().items()})
    for name, text in sorted(targets.items()):
        path = os.path.join(HERE, name)
        text = text.rstrip('\n') + '\n'
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            continue
        stale.append(name)
        if not check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w') as f:
                f.write(text)
    for name in stale:
        print(('stale: ' if check else 'wrote: ') + name)
    return 1 if check and stale else 0


if __name__ == '__main__':
    sys.exit(main())
