// A page left blank on purpose, so that the kit prints in one double-sided
// job: it backs the cover and every sheet that is cut up or laid on the
// table. It prints nothing at all: a note or a footer would land behind the
// pieces cut from the page it backs (and show through thin paper). The
// cover's printing advice names the blank pages instead.
#pragma once

#include "draw/pdf_document.h"
#include "kit/translation.h"

namespace carc {

/// Appends an empty page of `page` size to `doc`, labelled "Blank" (in the
/// kit's language) in the PDF's page labels.
void DrawBlankPage(PdfDocument& doc, const Translation& tr, SizeMm page);

}  // namespace carc
