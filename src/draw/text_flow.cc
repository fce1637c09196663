#include "draw/text_flow.h"

#include <algorithm>
#include <cmath>

#include "draw/text.h"

namespace carc {

namespace {

/// How far a list item's text stands in from its marker: room for "2." in
/// bold, growing with the text.
Mm ItemIndent(const FlowStyle& s) { return Mm(4.6) * std::max(1.0, s.body_pt / 9.5); }
constexpr Mm kCellPad = Mm(1.2);
constexpr Mm kHeadingRule = Mm(1.2);  // room under a heading for its rule

/// Space above a block, unless it starts a column.
Mm SpaceBefore(const FlowBlock& b, const FlowBlock* prev) {
  switch (b.kind) {
    case FlowBlock::Kind::Heading: return Mm(4);
    case FlowBlock::Kind::Paragraph: return Mm(1.6);
    case FlowBlock::Kind::Item: return prev && prev->kind == FlowBlock::Kind::Item ? Mm(0.9) : Mm(1.6);
    case FlowBlock::Kind::TableRow: return prev && prev->kind == FlowBlock::Kind::TableRow ? Mm(0) : Mm(2);
  }
  return Mm(0);
}

TextStyle BodyStyle(const FlowStyle& s, bool bold = false) {
  TextStyle t;
  t.family = s.family;
  t.size_pt = s.body_pt;
  t.bold = bold;
  t.color = s.text;
  return t;
}

TextStyle HeadingStyle(const FlowStyle& s) {
  TextStyle t = BodyStyle(s, true);
  t.size_pt = s.heading_pt;
  t.color = s.heading;
  return t;
}

}  // namespace

/// A measured block: its layouts and, for text that may split, its lines.
struct MeasuredBlock {
  std::vector<LayoutPtr> layouts;    ///< one per cell for table rows, else one
  std::vector<Mm> xs;                ///< x offset of each layout in the column
  std::vector<std::pair<Mm, Mm>> lines;  ///< top and bottom of each line (splittable blocks)
  Mm height;
  bool splittable = false;
};

/// Every block of a flow, measured `width` wide on a context with `key`.
struct MeasuredBlocks {
  Mm width;
  LayoutContextKey key;
  std::vector<MeasuredBlock> blocks;
};

namespace {

/// The flow's own measurement of a block `width` wide, if it was measured
/// on a context with `key`; null when it must be measured again.
const MeasuredBlock* Kept(const FlowResult& flow, const LayoutContextKey& key, int block, Mm width) {
  const MeasuredBlocks* all = flow.measured.get();
  if (!all || !(all->key == key) || size_t(block) >= all->blocks.size()) return nullptr;
  return std::abs((all->width - width).v) < 1e-9 ? &all->blocks[size_t(block)] : nullptr;
}

MeasuredBlock Measure(cairo_t* cr, const FlowBlock& b, const FlowStyle& s, Mm width) {
  MeasuredBlock m;
  auto add = [&](LayoutPtr layout, Mm x) {
    m.layouts.push_back(std::move(layout));
    m.xs.push_back(x);
  };
  switch (b.kind) {
    case FlowBlock::Kind::Heading:
      add(MakeLayout(cr, b.markup, HeadingStyle(s), width, Align::Left, true), Mm(0));
      m.height = LayoutSize(m.layouts[0].get()).h + kHeadingRule;
      return m;
    case FlowBlock::Kind::Paragraph:
      add(MakeLayout(cr, b.markup, BodyStyle(s), width, Align::Left, true), Mm(0));
      break;
    case FlowBlock::Kind::Item:
      add(MakeLayout(cr, b.markup, BodyStyle(s), width - ItemIndent(s), Align::Left, true), ItemIndent(s));
      break;
    case FlowBlock::Kind::TableRow: {
      Mm x = Mm(0);
      for (size_t i = 0; i < b.cells.size(); ++i) {
        double frac = i < s.table_columns.size() ? s.table_columns[i] : 0.2;
        Mm w = width * frac;
        add(MakeLayout(cr, b.cells[i], BodyStyle(s, b.header || i == 0), w - kCellPad * 2,
                       Align::Left, true),
            x + kCellPad);
        m.height = std::max(m.height, LayoutSize(m.layouts.back().get()).h + kCellPad * 2);
        x += w;
      }
      return m;
    }
  }
  PangoLayout* layout = m.layouts[0].get();
  m.height = LayoutSize(layout).h;
  PangoLayoutIter* it = pango_layout_get_iter(layout);
  do {
    int y0 = 0, y1 = 0;
    pango_layout_iter_get_line_yrange(it, &y0, &y1);
    m.lines.push_back({FromPt(double(y0) / PANGO_SCALE), FromPt(double(y1) / PANGO_SCALE)});
  } while (pango_layout_iter_next_line(it));
  pango_layout_iter_free(it);
  m.splittable = m.lines.size() > 1;
  return m;
}

/// Height of what must stay with a heading: the next block's first lines.
Mm LeadHeight(const MeasuredBlock& m) {
  if (!m.splittable) return m.height;
  size_t n = std::min<size_t>(2, m.lines.size());
  return m.lines[n - 1].second;
}

/// Draws lines [first, end) of `layout` whose top-left is at (x, y): only
/// those lines go into the PDF, so text extraction sees each line once.
void DrawLines(cairo_t* cr, PangoLayout* layout, Mm x, Mm y, int first, int end) {
  PangoLayoutIter* it = pango_layout_get_iter(layout);
  int index = 0;
  do {
    if (index >= first && index < end) {
      PangoRectangle logical;
      pango_layout_iter_get_line_extents(it, nullptr, &logical);
      double baseline = double(pango_layout_iter_get_baseline(it)) / PANGO_SCALE;
      cairo_move_to(cr, x.pt() + double(logical.x) / PANGO_SCALE, y.pt() + baseline);
      pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(it));
    }
    ++index;
  } while (index < end && pango_layout_iter_next_line(it));
  pango_layout_iter_free(it);
}

}  // namespace

FlowResult FlowBlocks(cairo_t* cr, const std::vector<FlowBlock>& blocks, const FlowStyle& style,
                      const ColumnFn& column, const FlowResult* before) {
  FlowResult out;
  Mm width = column(0).w;
  LayoutContextKey key = LayoutContextKeyOf(cr);
  if (before && !blocks.empty() && before->measured && before->measured->blocks.size() == blocks.size() &&
      Kept(*before, key, int(blocks.size()) - 1, width)) {
    out.measured = before->measured;
  } else {
    auto all = std::make_shared<MeasuredBlocks>();
    all->width = width;
    all->key = key;
    for (const FlowBlock& b : blocks) all->blocks.push_back(Measure(cr, b, style, width));
    out.measured = all;
  }
  const std::vector<MeasuredBlock>& measured = out.measured->blocks;
  int col = 0;
  RectMm rect = column(0);
  Mm y = rect.y;
  auto next_column = [&] {
    rect = column(++col);
    y = rect.y;
  };
  for (size_t i = 0; i < blocks.size(); ++i) {
    const MeasuredBlock& m = measured[i];
    const FlowBlock* prev = i > 0 ? &blocks[i - 1] : nullptr;
    Mm gap = y > rect.y ? SpaceBefore(blocks[i], prev) : Mm(0);
    Mm need = m.height;
    if (blocks[i].kind == FlowBlock::Kind::Heading && i + 1 < blocks.size())
      need += SpaceBefore(blocks[i + 1], &blocks[i]) + LeadHeight(measured[i + 1]);
    if (y + gap + need <= rect.bottom()) {
      out.placements.push_back({int(i), col, y + gap, 0, int(m.lines.size()), Mm(0), m.height});
      y += gap + m.height;
      continue;
    }
    if (!m.splittable || blocks[i].kind == FlowBlock::Kind::Heading) {
      if (y > rect.y) {
        next_column();
        --i;  // retry at the top of the next column
        continue;
      }
      // Taller than a whole column: place it; drawing clips it to the column.
      out.placements.push_back({int(i), col, y, 0, int(m.lines.size()), Mm(0), m.height});
      next_column();
      continue;
    }
    // Split between lines: at least two lines on each side when possible.
    size_t first = 0, total = m.lines.size();
    while (first < total) {
      Mm base = m.lines[first].first;
      size_t fit = first;
      while (fit < total && y + gap + (m.lines[fit].second - base) <= rect.bottom()) ++fit;
      size_t count = fit - first;
      if (count < total - first && count >= 2 && total - fit < 2) --fit, --count;  // no widow
      bool at_top = y <= rect.y;
      if (count < 2 && !(at_top && count >= 1) && count < total - first) {
        if (at_top && count == 0) ++fit, ++count;  // a line taller than a column
        else {
          next_column();
          gap = Mm(0);
          continue;
        }
      }
      Mm height = m.lines[fit - 1].second - base;
      out.placements.push_back({int(i), col, y + gap, int(first), int(fit), base, height});
      y += gap + height;
      first = fit;
      if (first < total) {
        next_column();
        gap = Mm(0);
      }
    }
  }
  out.columns_used = col + (y > rect.y ? 1 : 0);
  out.end = y > rect.y ? y : column(std::max(0, out.columns_used - 1)).bottom();
  return out;
}

void DrawFlow(cairo_t* cr, const std::vector<FlowBlock>& blocks, const FlowStyle& style,
              const FlowResult& flow, const ColumnFn& column, int first, int end) {
  LayoutContextKey key = LayoutContextKeyOf(cr);
  for (const FlowPlacement& p : flow.placements) {
    if (p.column < first || p.column >= end) continue;
    RectMm col = column(p.column);
    const FlowBlock& b = blocks[size_t(p.block)];
    const MeasuredBlock* kept = Kept(flow, key, p.block, col.w);
    MeasuredBlock fresh;
    if (!kept) fresh = Measure(cr, b, style, col.w);
    const MeasuredBlock& m = kept ? *kept : fresh;
    SaveGuard guard(cr);
    // Clip to the part's own lines and the column, so nothing can overflow.
    Mm clip_bottom = std::min(p.y + p.height, col.bottom());
    cairo_rectangle(cr, (col.x - Mm(2)).pt(), p.y.pt() - 0.5, (col.w + Mm(4)).pt(),
                    (clip_bottom - p.y).pt() + 1.0);
    cairo_clip(cr);
    if (b.kind == FlowBlock::Kind::TableRow) {
      Rectangle(cr, {col.x, p.y, col.w, p.height});
      if (b.header) {
        SetColor(cr, style.table_header);
        cairo_fill_preserve(cr);
      }
      Mm x = col.x;
      for (size_t i = 0; i + 1 < b.cells.size() && i < style.table_columns.size(); ++i) {
        x += col.w * style.table_columns[i];
        MoveTo(cr, x, p.y);
        LineTo(cr, x, p.y + p.height);
      }
      SetColor(cr, style.rule);
      SetLineWidth(cr, Mm(0.2));
      cairo_stroke(cr);
    }
    if (b.kind == FlowBlock::Kind::Item && p.first_line == 0) {
      TextStyle marker = BodyStyle(style, b.marker != "•");
      marker.color = style.heading;
      DrawText(cr, b.marker, marker, {col.x, p.y});
    }
    for (size_t i = 0; i < m.layouts.size(); ++i) {
      SetColor(cr, b.kind == FlowBlock::Kind::Heading ? style.heading : style.text);
      Mm y = p.y - p.top + (b.kind == FlowBlock::Kind::TableRow ? kCellPad : Mm(0));
      if (m.splittable) DrawLines(cr, m.layouts[i].get(), col.x + m.xs[i], y, p.first_line, p.end_line);
      else {
        MoveTo(cr, col.x + m.xs[i], y);
        pango_cairo_show_layout(cr, m.layouts[i].get());
      }
    }
    if (b.kind == FlowBlock::Kind::Heading) {
      Mm ry = p.y + p.height - kHeadingRule / 2;
      MoveTo(cr, col.x, ry);
      LineTo(cr, col.right(), ry);
      SetColor(cr, style.rule);
      SetLineWidth(cr, Mm(0.25));
      cairo_stroke(cr);
    }
  }
}

}  // namespace carc
