#include "kit/blank_page.h"

#include "draw/text.h"
#include "kit/kit_section.h"

namespace carc {

void DrawBlankPage(PdfDocument& doc, const Translation& tr, SizeMm page, const std::string& footer) {
  doc.BeginPage(page, tr.Text("sections.blank"));
  TextStyle note;
  note.family = kKitFont;
  note.size_pt = 9;
  note.italic = true;
  note.color = {0.55, 0.55, 0.55, 1};
  Mm width = page.w - kKitMargin * 6;
  DrawMarkup(doc.cr(), tr.Markup("blank.note"), note, {kKitMargin * 3, page.h / 2 - Mm(5)}, width, Align::Center);
  DrawKitFooter(doc.cr(), page, tr, footer, doc.page_count() + 1);
  doc.EndPage();
}

}  // namespace carc
