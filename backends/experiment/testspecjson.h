// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"
#include "experiment/testparameters.h"

#include <QJsonObject>

namespace Tunebench {

/// The "test" section of an experiment file (or an arm's "test" overrides) <-> typed parameters.
/// Reading checks what JSON can get wrong (unknown fields, a string where a number belongs);
/// TestParameters::problem() checks the values. Errors name the field as "test.<field>".
/// Writing gives back exactly the fields that are set, so a section saves as it was read.
[[nodiscard]] Result<TestParameters> testParametersFromJson(const QJsonObject &object);
[[nodiscard]] QJsonObject testParametersToJson(const TestParameters &parameters);

} // namespace Tunebench
