// A page left blank on purpose, so that the kit prints in one double-sided
// job: it backs the cover and every sheet that is cut up or laid on the
// table, and says why it is there.
#pragma once

#include "draw/pdf_document.h"
#include "kit/translation.h"

namespace carc {

/// Appends a blank page of `page` size to `doc`: a short note in the middle
/// and the kit's footer (`footer` on the left, the page number on the right).
void DrawBlankPage(PdfDocument& doc, const Translation& tr, SizeMm page, const std::string& footer);

}  // namespace carc
