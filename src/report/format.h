// How the reports write numbers, so that text, JSON and the charts agree:
// fixed decimals, shares as percentages, counts with their noun.
#pragma once

#include <string>

#include "base/text_util.h"  // CountOf: "1 tile", "3 tiles"

namespace carc {

/// `value` with `digits` decimals, rounded as printf rounds: "19.3".
std::string Fixed(double value, int digits = 1);

/// A share (0..1) as a percentage with one decimal, as the text reports and
/// tables print it: 0.58 -> "58.0%".
std::string Percent(double share);

/// A share as a chart labels it, short enough for a bar: whole percents from
/// 10% up ("58%"), one decimal below ("4.5%"), "<0.1%" for a share that
/// happened but rounds to nothing, "0%" for none.
std::string ChartPercent(double share);

}  // namespace carc
