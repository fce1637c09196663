#include "kit/blank_page.h"

namespace carc {

void DrawBlankPage(PdfDocument& doc, const Translation& tr, SizeMm page) {
  doc.BeginPage(page, tr.Text("sections.blank"));
  doc.EndPage();
}

}  // namespace carc
