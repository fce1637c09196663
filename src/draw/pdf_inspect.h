// Reading a written PDF back for tests (libqpdf): bookmarks, page labels and
// page boxes as a reader sees them, whether or not objects are compressed,
// and what `qpdf --check` says of the file.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/units.h"

namespace carc {
namespace test_support {

/// The titles of a PDF's bookmarks, depth first (each before its children).
std::vector<std::string> PdfOutline(const std::string& pdf);

/// Each page's label as a reader shows it ("Tiles 2"; "" for none).
std::vector<std::string> PdfPageLabels(const std::string& pdf);

/// A page's boxes in mm, from the page's bottom-left corner as PDF has them
/// (x and y of the lower-left corner, then width and height). A box the page
/// does not declare is empty.
struct PdfBoxes {
  RectMm media;                ///< the page
  std::optional<RectMm> bleed; ///< BleedBox
  std::optional<RectMm> trim;  ///< TrimBox
};

/// The boxes of every page.
std::vector<PdfBoxes> PdfPageBoxes(const std::string& pdf);

/// What `qpdf --check` printed (stdout and stderr) and whether it exited 0
/// with no warning: a clean file.
struct QpdfCheck {
  bool clean = false;
  std::string output;
};

/// Runs `qpdf --check` on `pdf`.
QpdfCheck CheckWithQpdf(const std::string& pdf);

}  // namespace test_support
}  // namespace carc
