// SPDX-License-Identifier: GPL-3.0-or-later
#include "netperf/netperfoutput.h"

namespace Tunebench {

std::optional<double> NetperfOutput::timeWeightedInterimMean(int test) const
{
    if (test < 0 || test >= tests.size())
        return std::nullopt;
    const ParsedTest &parsed = tests.at(test);
    double weighted = 0;
    double seconds = 0;
    for (int i = parsed.firstSample; i >= 0 && i < parsed.firstSample + parsed.sampleCount && i < samples.size(); ++i) {
        weighted += samples.at(i).rate * samples.at(i).interval;
        seconds += samples.at(i).interval;
    }
    if (seconds <= 0)
        return std::nullopt;
    return weighted / seconds;
}

} // namespace Tunebench
