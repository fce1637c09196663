// Chart primitives for report pages: a value scale along a row, round axis
// ticks, bars, box plots and histogram silhouettes. Positions in mm; the
// caller chooses colours and text styles.
#pragma once

#include <string>
#include <vector>

#include "base/units.h"
#include "draw/cairo_util.h"
#include "draw/text.h"

namespace carc {

/// Maps values from `lo`..`hi` onto the page from `x0` to `x1`.
struct ChartScale {
  double lo = 0;
  double hi = 1;
  Mm x0;
  Mm x1;
  /// The x of `value`, clamped to the scale's ends.
  Mm At(double value) const;
};

/// About `count` round values (1, 2 or 5 times a power of ten apart) from
/// `lo` to at least `hi`, starting at or below `lo`.
std::vector<double> NiceTicks(double lo, double hi, int count);

/// A filled horizontal bar from value `from` to `to`, `h` tall, its top at `y`.
void DrawBar(cairo_t* cr, const ChartScale& scale, double from, double to, Mm y, Mm h,
             const Color& fill);

/// An interval's whisker: a line from value `low` to `high` at height `mid`,
/// with caps `cap` tall at both ends, in `ink` (drawn over a bar to show the
/// uncertainty of the value it reaches).
void DrawWhisker(cairo_t* cr, const ChartScale& scale, double low, double high, Mm mid, Mm cap,
                 const Color& ink);

/// The five figures of a box plot, and the mean.
struct BoxFigures {
  double low = 0;     ///< whisker start (e.g. the 5th percentile)
  double q1 = 0;      ///< box start (25th)
  double median = 0;  ///< line in the box (50th)
  double q3 = 0;      ///< box end (75th)
  double high = 0;    ///< whisker end (95th)
  double mean = 0;    ///< drawn as a diamond
};

/// A horizontal box plot in a row `h` tall whose top is at `y`.
void DrawBoxPlot(cairo_t* cr, const ChartScale& scale, const BoxFigures& box, Mm y, Mm h,
                 const Color& fill, const Color& ink);

/// A histogram drawn as a filled silhouette standing on `base`, its tallest
/// bin `h` high: `counts[i]` games scored `first + i`.
void DrawSilhouette(cairo_t* cr, const ChartScale& scale, int first,
                    const std::vector<long long>& counts, Mm base, Mm h, const Color& fill);

/// Light vertical grid lines at `ticks` from `top` to `bottom`, and their
/// labels (in `style`) under `bottom`: each tick times `factor`, then
/// `suffix` (a share scale from 0 to 1 labelled "0%" to "100%" has factor
/// 100 and suffix "%"); returns the height the labels take.
Mm DrawTicks(cairo_t* cr, const ChartScale& scale, const std::vector<double>& ticks, Mm top,
             Mm bottom, const TextStyle& style, const std::string& suffix = "", double factor = 1);

/// An axis title, what the scale measures and in which unit ("points per
/// game"), centred under the scale with its top at `y`; returns its height.
Mm DrawAxisTitle(cairo_t* cr, const ChartScale& scale, Mm y, const std::string& title, const TextStyle& style);

}  // namespace carc
