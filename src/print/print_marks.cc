#include "print/print_marks.h"

#include "draw/text.h"

namespace carc {

namespace {

void Line(cairo_t* cr, Mm x0, Mm y0, Mm x1, Mm y1) {
  MoveTo(cr, x0, y0);
  LineTo(cr, x1, y1);
}

void Stroke(cairo_t* cr, const CutMarkStyle& style) {
  SetColor(cr, style.color);
  SetLineWidth(cr, style.width);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_stroke(cr);
}

TextStyle SmallGrey(double size) {
  TextStyle s;
  s.size_pt = size;
  s.color = {0.35, 0.35, 0.35, 1};
  return s;
}

}  // namespace

void DrawCutMarks(cairo_t* cr, const std::vector<Mm>& xs, const std::vector<Mm>& ys,
                  const RectMm& art, const CutMarkStyle& style) {
  SaveGuard guard(cr);
  Mm top = art.y - style.offset, bottom = art.bottom() + style.offset;
  Mm left = art.x - style.offset, right = art.right() + style.offset;
  for (Mm x : xs) {
    Line(cr, x, top - style.length, x, top);
    Line(cr, x, bottom, x, bottom + style.length);
  }
  for (Mm y : ys) {
    Line(cr, left - style.length, y, left, y);
    Line(cr, right, y, right + style.length, y);
  }
  Stroke(cr, style);
}

void DrawCutLineMarks(cairo_t* cr, const std::vector<CutLine>& lines, const CutMarkStyle& style) {
  SaveGuard guard(cr);
  for (const CutLine& l : lines) {
    Mm before = l.from - style.offset, after = l.to + style.offset;
    if (l.vertical) {
      Line(cr, l.at, before - style.length, l.at, before);
      Line(cr, l.at, after, l.at, after + style.length);
    } else {
      Line(cr, before - style.length, l.at, before, l.at);
      Line(cr, after, l.at, after + style.length, l.at);
    }
  }
  Stroke(cr, style);
}

void DrawCornerMarks(cairo_t* cr, const RectMm& cut, const RectMm& art,
                     const CutMarkStyle& style) {
  SaveGuard guard(cr);
  Mm top = art.y - style.offset, bottom = art.bottom() + style.offset;
  Mm left = art.x - style.offset, right = art.right() + style.offset;
  for (Mm x : {cut.x, cut.right()}) {
    Line(cr, x, top - style.length, x, top);
    Line(cr, x, bottom, x, bottom + style.length);
  }
  for (Mm y : {cut.y, cut.bottom()}) {
    Line(cr, left - style.length, y, left, y);
    Line(cr, right, y, right + style.length, y);
  }
  Stroke(cr, style);
}

Mm ScaleBarHeight() { return Mm(8); }

Mm DrawScaleBar(cairo_t* cr, PointMm at, Mm length, const std::string& caption) {
  SaveGuard guard(cr);
  Mm bar = Mm(1.2);
  for (int i = 0; i * 10 < int(length.v + 0.5); ++i) {
    Rectangle(cr, {at.x + Mm(10.0 * i), at.y, Mm(std::min(10.0, length.v - 10.0 * i)), bar});
    cairo_set_source_rgb(cr, i % 2 ? 1 : 0, i % 2 ? 1 : 0, i % 2 ? 1 : 0);
    cairo_fill(cr);
  }
  Rectangle(cr, {at.x, at.y, length, bar});
  cairo_set_source_rgb(cr, 0, 0, 0);
  SetLineWidth(cr, Mm(0.15));
  cairo_stroke(cr);
  for (int i = 0; i * 10 <= int(length.v + 0.5); ++i) Line(cr, at.x + Mm(10.0 * i), at.y, at.x + Mm(10.0 * i), at.y + Mm(2.2));
  cairo_stroke(cr);
  DrawText(cr, caption, SmallGrey(6.5), {at.x, at.y + Mm(2.8)});
  return ScaleBarHeight();
}

Mm InlineScaleBarHeight() { return Mm(2.4); }

Mm DrawInlineScaleBar(cairo_t* cr, PointMm at, Mm length, const std::string& caption) {
  SaveGuard guard(cr);
  Mm top = at.y + Mm(0.6), bar = Mm(1.2);
  for (int i = 0; i * 10 < int(length.v + 0.5); ++i) {
    Rectangle(cr, {at.x + Mm(10.0 * i), top, Mm(std::min(10.0, length.v - 10.0 * i)), bar});
    cairo_set_source_rgb(cr, i % 2 ? 1 : 0, i % 2 ? 1 : 0, i % 2 ? 1 : 0);
    cairo_fill(cr);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  SetLineWidth(cr, Mm(0.15));
  Rectangle(cr, {at.x, top, length, bar});
  for (int i = 0; i * 10 <= int(length.v + 0.5); ++i)
    Line(cr, at.x + Mm(10.0 * i), at.y, at.x + Mm(10.0 * i), top + bar + Mm(0.6));
  cairo_stroke(cr);
  DrawText(cr, caption, SmallGrey(6.5), {at.x + length + Mm(2), at.y});
  return InlineScaleBarHeight();
}

void DrawFooter(cairo_t* cr, SizeMm page, Mm margin, const std::string& left,
                const std::string& right) {
  DrawFooterText(cr, page, margin, left, Align::Left);
  DrawFooterText(cr, page, margin, right, Align::Right);
}

void DrawFooterText(cairo_t* cr, SizeMm page, Mm margin, const std::string& text, Align align) {
  DrawText(cr, text, SmallGrey(7), {margin, page.h - margin + Mm(1)}, page.w - margin * 2, align);
}

}  // namespace carc
