#include "report/report_style.h"

#include "art/tile_art.h"
#include "kit/kit_section.h"

namespace carc {

TextStyle ReportStyle(double size, bool bold, Color color) { return KitStyle(size, bold, color); }

Mm Heading(cairo_t* cr, const std::string& text, PointMm at, Mm width) {
  Mm h = DrawText(cr, text, ReportStyle(11.5, true, kReportTitle), at, width);
  SaveGuard guard(cr);
  carc::SetColor(cr, kReportRule);
  SetLineWidth(cr, Mm(0.3));
  MoveTo(cr, at.x, at.y + h + Mm(0.6));
  LineTo(cr, at.x + width, at.y + h + Mm(0.6));
  cairo_stroke(cr);
  return h + Mm(2.2);
}

Mm TextWidth(cairo_t* cr, const std::string& text, const TextStyle& style) {
  return LayoutSize(MakeLayout(cr, text, style, Mm(0), Align::Left).get()).w;
}

void OneLine(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at, Mm width) {
  LayoutPtr layout = MakeOwnLayout(cr, text, style, width, Align::Left);
  pango_layout_set_ellipsize(layout.get(), PANGO_ELLIPSIZE_END);
  pango_layout_set_height(layout.get(), -1);
  SaveGuard guard(cr);
  carc::SetColor(cr, style.color);
  MoveTo(cr, at.x, at.y);
  pango_cairo_show_layout(cr, layout.get());
}

namespace {

/// The smallest size an id shrinks to: still legible in print.
constexpr double kSmallestId = 5;

}  // namespace

void TileLabel(cairo_t* cr, const TileType& tile, const std::string& id, const Theme& theme,
               const Color& id_color, PointMm at, Mm width, Mm h) {
  TileFrame frame{{at.x + Mm(0.6), at.y + (h - kThumbnail) / 2, kThumbnail, kThumbnail}, Mm(0), 0};
  DrawTileFront(cr, tile, theme, frame);
  Mm tx = at.x + kThumbnail + Mm(1.6), tw = width - (tx - at.x);
  // The id on one line at 8 pt with the name under it when it fits there;
  // else wrapped, as large as fits the row, and the name only if room is left.
  TextStyle style = ReportStyle(kSmall, true, id_color);
  if (TextWidth(cr, id, style) <= tw) {
    DrawText(cr, id, style, {tx, at.y + h / 2 - kLine}, tw);
    OneLine(cr, tile.name, ReportStyle(kSmall, false, kReportGrey), {tx, at.y + h / 2}, tw);
    return;
  }
  SizeMm size{};
  for (; style.size_pt > kSmallestId; style.size_pt -= 0.5) {
    size = LayoutSize(MakeLayout(cr, id, style, tw, Align::Left).get());
    if (size.h <= h - Mm(0.4)) break;
  }
  size = LayoutSize(MakeLayout(cr, id, style, tw, Align::Left).get());
  bool name = size.h + kLine <= h;
  Mm top = at.y + (h - size.h - (name ? kLine : Mm(0))) / 2;
  DrawText(cr, id, style, {tx, top}, tw);
  if (name) OneLine(cr, tile.name, ReportStyle(kSmall, false, kReportGrey), {tx, top + size.h}, tw);
}

}  // namespace carc
