// The pass every PDF goes through after Cairo wrote it (libqpdf): drawings
// recorded once become form XObjects placed on many pages, pages get their
// print boxes (TrimBox, BleedBox), and the file is written anew, so Cairo
// 1.16's quirks (a resource named twice in a page's dictionary) do not reach
// the user and every page object is compressed into object streams.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "base/status.h"
#include "base/units.h"
#include "draw/pdf_art.h"
#include "draw/pdf_number.h"

namespace carc {

/// A page's print boxes, in mm from the page's top-left corner; a box left
/// empty is not written (a PDF reader then takes the MediaBox, the page).
struct PageBoxes {
  std::optional<RectMm> trim;   ///< where the sheet is cut: the finished piece
  std::optional<RectMm> bleed;  ///< how far printed art runs past the trim
};

/// One form drawn on a page: its top-left corner at `at`, clipped to `clip`
/// when given (mm from the page's top-left corner).
struct FormPlacement {
  int form = 0;                 ///< index of the form (0-based, in definition order)
  PointMm at;                   ///< where the form's top-left corner goes
  std::optional<RectMm> clip;   ///< the area it may paint, if limited
};

/// What the rewrite adds to one page of Cairo's output.
struct PageExtras {
  PageBoxes boxes;                    ///< the page's print boxes
  std::vector<FormPlacement> forms;   ///< forms painted beneath the page's own drawing
};

/// Where a form comes from: a page Cairo drew after the document's pages (the
/// `index`-th of them), or the `index`-th drawing of the document's PdfArt.
struct FormSource {
  bool cairo = true;  ///< drawn by Cairo on a page of its own
  size_t index = 0;   ///< which form page, or which PdfArt drawing
};

/// Rewrites the PDF Cairo wrote to the file open as `cairo_pdf` (read as
/// needed with pread(), left open) into `out`. `forms` lists the forms placements
/// name, in order; Cairo's are its last pages, which become form XObjects
/// (placed by their top-left corner) and leave the document, and `art`'s
/// drawings are written as form XObjects sharing its symbols and states.
/// `pages` has one entry for each other page, in order. Io error (naming
/// `out.path()`) if the PDF cannot be read back.
Status RewritePdf(int cairo_pdf, const std::vector<PageExtras>& pages,
                  const std::vector<FormSource>& forms, const PdfArt& art, AtomicOutput* out);

}  // namespace carc
