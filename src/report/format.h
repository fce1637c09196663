// How the reports write numbers, so that text, JSON and the charts agree:
// fixed decimals, shares as percentages, counts with their noun, figures
// with their 95 % intervals and differences with their mark.
#pragma once

#include <string>

#include "base/confidence.h"
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

/// "[49.8, 54.4]" (the bounds times `scale`: 100 for shares in percent), or
/// "-" when the sample was too small for an interval.
std::string IntervalText(const Interval& ci, double scale = 1);

/// A share with its interval in percent: "52.1% [49.8, 54.4]"; "-" without one.
std::string ShareWithInterval(const ShareEstimate& e);

/// A mean with its interval: "3.2 [1.1, 5.3]"; "-" without one.
std::string MeanWithInterval(const MeanEstimate& e);

/// `value` with `digits` decimals and its interval with as many:
/// "24.9 [24.6, 25.2]"; the value alone when the interval is unknown.
std::string FixedWithInterval(double value, const Interval& ci, int digits = 1);

/// A share (0..1) in percent with its interval: "39.9% [38.2, 41.6]"; the
/// share alone when the interval is unknown.
std::string PercentWithInterval(double share, const Interval& ci);

/// A difference with its sign and interval: "+3.2 [1.1, 5.3]" (times
/// `scale`: 100 for shares, in points of percent); "-" without an interval.
std::string DifferenceText(const Interval& d, double value, double scale = 1);

/// DifferenceText with " *" after it when the interval excludes 0 (the mark
/// of a difference clearly not zero): "+3.2 [1.1, 5.3] *".
std::string Difference(const Interval& d, double value, double scale = 1);

}  // namespace carc
