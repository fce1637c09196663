#include "kit/cover.h"

#include <algorithm>
#include <cctype>

#include "base/text_util.h"
#include "draw/text.h"
#include "draw/text_flow.h"
#include "kit/follower_tokens.h"
#include "print/paper.h"
#include "print/print_marks.h"

namespace carc {

namespace {

constexpr Mm kMargin = Mm(15);
constexpr Mm kScaleLength = Mm(100);
const Color kBrown{0.45, 0.16, 0.08, 1};

TextStyle Style(double size, bool bold, Color color = {0.1, 0.1, 0.1, 1}) { return KitStyle(size, bold, color); }

std::string SidesKey(PrintSides sides) {
  switch (sides) {
    case PrintSides::Single: return "cover.single_sided";
    case PrintSides::DoubleLongEdge: return "cover.double_long_edge";
    case PrintSides::DoubleShortEdge: return "cover.double_short_edge";
  }
  return "cover.single_sided";
}

/// Whether the kit holds `part`.
bool Holds(const CoverInfo& info, KitPart part) {
  return std::any_of(info.sections.begin(), info.sections.end(),
                     [part](const CoverSection& s) { return s.part == part && s.page_count > 0; });
}

/// "3", "3–12", "13, 15, 17": the pages a section prints on (plain text).
std::string Pages(const Translation& tr, const CoverSection& s) {
  if (s.page_count <= s.stride) return tr.Text("cover.page_one", TextParams().Number("first", s.first_page));
  if (s.stride == 1)
    return tr.Text("cover.page_range",
                     TextParams().Number("first", s.first_page).Number("last", s.first_page + s.page_count - 1));
  std::string out;
  for (int p = s.first_page; p < s.first_page + s.page_count; p += s.stride)
    out += (out.empty() ? "" : ", ") + std::to_string(p);
  return out;
}

/// "1, 13, 15 and 17–18": page lists joined as the language joins lists (plain text).
std::string PageList(const Translation& tr, const std::vector<std::string>& items) {
  if (items.empty()) return "";
  std::string head;
  for (size_t i = 0; i + 1 < items.size(); ++i) head += (i ? ", " : "") + items[i];
  if (items.size() == 1) return items[0];
  return tr.Text("cover.list_and", TextParams().Text("items", head).Text("item", items.back()));
}

/// The two ways to print a duplex kit: everything in one double-sided job
/// (the blank pages make it safe), or only the tiles double-sided.
void DuplexAdvice(const Translation& tr, const CoverInfo& info, std::vector<std::string>* items) {
  std::string flip = tr.Text("sheets.long_edge");
  std::vector<std::string> blanks, doubles, singles;
  for (int p : info.blank_pages) blanks.push_back(std::to_string(p));
  for (const CoverSection& s : info.sections) {
    if (s.page_count <= 0) continue;
    if (s.sides == PrintSides::Single) {
      singles.push_back(Pages(tr, s));
      continue;
    }
    if (s.sides == PrintSides::DoubleShortEdge) flip = tr.Text("sheets.short_edge");
    doubles.push_back(Pages(tr, s));
  }
  TextParams all = TextParams().Number("last", info.page_count).Text("flip", flip);
  all.Number("blank_count", static_cast<long long>(blanks.size()));
  items->push_back(tr.Markup("cover.print_all", all.Text("blank_pages", PageList(tr, blanks))));
  TextParams saving = TextParams().Text("flip", flip);
  saving.Text("double_pages", PageList(tr, doubles)).Text("single_pages", PageList(tr, singles));
  items->push_back(tr.Markup("cover.print_saving", saving));
}

/// Whether each page (1-based; [0] unused) is landscape. The cover and the
/// blank page behind it are portrait; a section's blank pages turn with it.
std::vector<bool> Landscape(const CoverInfo& info) {
  std::vector<bool> out(size_t(std::max(info.page_count, 1)) + 1, false);
  for (const CoverSection& s : info.sections)
    for (int p = s.first_page; p < s.first_page + s.page_count && p < int(out.size()); ++p)
      out[size_t(p)] = s.landscape;
  return out;
}

/// "1–2 and 15–17": the pages of one orientation as ranges (plain text).
std::string PagesTurned(const Translation& tr, const std::vector<bool>& landscape, bool want) {
  std::vector<std::string> ranges;
  for (size_t p = 1; p < landscape.size(); ++p) {
    if (landscape[p] != want) continue;
    size_t end = p;
    while (end + 1 < landscape.size() && landscape[end + 1] == want) ++end;
    ranges.push_back(end == p ? std::to_string(p)
                              : tr.Text("cover.page_range", TextParams().Number("first", long(p)).Number("last", long(end))));
    p = end;
  }
  return PageList(tr, ranges);
}

/// The paper the kit was made for and its pages' orientation; for a duplex
/// kit that mixes orientations, how to print it as one job per orientation
/// when a printer's turning of the pages puts the backs wrong. Each
/// orientation's pages start on odd pages (every section does, and each is
/// followed by its backs or a blank page), so either job pairs fronts and
/// backs as the whole kit does.
void PaperAdvice(const Translation& tr, const CoverInfo& info, std::vector<std::string>* items) {
  std::string paper = PaperTitle(info.paper_name);
  std::string mark = tr.Text("cover.decimal_mark");
  for (size_t dot = paper.find('.'); dot != std::string::npos; dot = paper.find('.', dot + 1))
    if (dot > 0 && std::isdigit(static_cast<unsigned char>(paper[dot - 1]))) paper.replace(dot, 1, mark);
  std::vector<bool> landscape = Landscape(info);
  std::string portrait_pages = PagesTurned(tr, landscape, false), landscape_pages = PagesTurned(tr, landscape, true);
  TextParams p = TextParams().Text("paper", paper);
  if (portrait_pages.empty() || landscape_pages.empty()) {
    p.Text("orientation", tr.Text(portrait_pages.empty() ? "cover.landscape" : "cover.portrait"));
    items->push_back(tr.Markup("cover.paper_one", p));
    return;
  }
  long long wide = std::count(landscape.begin() + 1, landscape.end(), true);
  p.Text("portrait_pages", portrait_pages).Text("landscape_pages", landscape_pages);
  p.Number("landscape_count", wide).Number("portrait_count", static_cast<long long>(landscape.size()) - 1 - wide);
  items->push_back(tr.Markup("cover.paper_mixed", p));
  if (!info.duplex) return;
  bool short_edge = false;
  for (const CoverSection& s : info.sections) short_edge = short_edge || s.sides == PrintSides::DoubleShortEdge;
  p.Text("flip", tr.Text(short_edge ? "sheets.short_edge" : "sheets.long_edge"));
  items->push_back(tr.Markup("cover.print_mixed", p));
}

std::vector<FlowBlock> CoverBlocks(const TileSet& set, const Translation& tr, const CoverInfo& info) {
  using K = FlowBlock::Kind;
  TextParams params = SetParams(set);
  std::vector<FlowBlock> out;
  auto heading = [&](const std::string& key) { out.push_back({K::Heading, tr.Markup(key, params), "", {}, false}); };
  auto item = [&](const std::string& markup) { out.push_back({K::Item, markup, "•", {}, false}); };
  if (set.only_new)
    out.push_back({K::Paragraph,
                   tr.Markup(Holds(info, KitPart::Tokens) ? "cover.only_new_pieces" : "cover.only_new", params), "",
                   {}, false});
  heading("cover.contents");
  out.push_back({K::TableRow, "", "", {tr.Markup("cover.column_section"), tr.Markup("cover.column_pages"),
                                        tr.Markup("cover.column_print")}, true});
  for (const CoverSection& s : info.sections) {
    if (s.page_count <= 0) continue;
    out.push_back({K::TableRow, "", "", {EscapeMarkup(PartTitle(tr, s.part)), EscapeMarkup(Pages(tr, s)),
                                          tr.Markup(SidesKey(s.sides))}, false});
  }
  heading("cover.how_to_print");
  std::vector<std::string> paper;
  PaperAdvice(tr, info, &paper);
  item(paper.front());
  item(tr.Markup("cover.actual_size", params));
  std::vector<std::string> advice;
  if (info.duplex) DuplexAdvice(tr, info, &advice);
  else advice.push_back(tr.Markup("cover.all_single", params));
  advice.insert(advice.end(), paper.begin() + 1, paper.end());
  for (const std::string& a : advice) item(a);
  item(tr.Markup("cover.paper", params));
  item(tr.Markup("cover.cutting", params));
  if (info.tile_mm > 0) {
    char mm[32];
    std::snprintf(mm, sizeof mm, "%g", info.tile_mm);
    std::string size = mm;
    std::string mark = tr.Text("cover.decimal_mark");
    if (size.find('.') != std::string::npos) size.replace(size.find('.'), 1, mark);
    item(tr.Markup("cover.tile_size", TextParams().Text("tile_mm", size)));
  }
  if (!Holds(info, KitPart::Tokens) && !set.only_new) item(tr.Markup("cover.need_pieces", params));
  out.push_back({K::Paragraph, tr.Markup("cover.check_scale", TextParams().Number("scale_mm", long(kScaleLength.v))),
                 "", {}, false});
  return out;
}

}  // namespace

Status DrawCover(PdfDocument& doc, const TileSet& set, const Translation& tr, const CoverInfo& info,
                 SectionPages* added) {
  SizeMm page = Oriented(info.paper, false);
  doc.BeginPage(page, PartPageLabel(tr, KitPart::Cover, 1, 1));
  cairo_t* cr = doc.cr();
  TextParams params = SetParams(set);
  Mm w = page.w - kMargin * 2, x = kMargin, y = kMargin + Mm(14);

  // Title block: the game this kit makes (a set that extends another is the
  // whole game with it, unless only its new tiles are printed), what this
  // is, what the kit holds, and a row of followers if it holds them. The
  // set's description, the designer's notes on sources, is left to the
  // PDF's metadata.
  y += DrawText(cr, KitTitle(set, tr), Style(30, true, kBrown), {x, y}, w, Align::Center);
  y += Mm(2);
  y += DrawMarkup(cr, tr.Markup("cover.subtitle", params), Style(18, false, {0.3, 0.3, 0.3, 1}), {x, y}, w,
                  Align::Center);
  y += Mm(3);
  std::string facts = set.only_new ? tr.Markup("cover.facts_only_new", params)
                                   : tr.Markup("cover.facts", params) + " · " +
                                         tr.Markup(set.farmers ? "cover.with_farmers" : "cover.without_farmers", params);
  y += DrawMarkup(cr, facts, Style(10.5, false), {x, y}, w, Align::Center);
  y += Mm(5);
  if (!set.only_new) {
    std::vector<PlayerColor> colors = KitColors(set.max_players);
    Mm fig = Mm(18), step = std::min(Mm(26), (w - fig) / double(std::max<size_t>(1, colors.size() - 1)));
    Mm fx = (page.w - step * double(colors.size() - 1) - fig) / 2;
    for (size_t i = 0; i < colors.size(); ++i)
      DrawMeeple(doc.PageArt(), cr, colors[i], {fx + step * double(i), y, fig, fig}, false);
    y += fig + Mm(8);
  }

  // Contents and printing advice flow in one column above the scale bar and
  // the credits; the text shrinks if a translation is long.
  Mm bottom = page.h - kMargin - Mm(4) - ScaleBarHeight() - Mm(14);
  ColumnFn column = [&](int) { return RectMm{x, y, w, bottom - y}; };
  std::vector<FlowBlock> blocks = CoverBlocks(set, tr, info);
  FlowStyle style;
  style.family = kKitFont;
  style.table_columns = {0.34, 0.16, 0.50};
  FlowResult flow;
  for (double size = 12.0; size >= 6.0; size -= 0.5) {
    style.body_pt = size;
    style.heading_pt = size * 1.25;
    flow = FlowBlocks(cr, blocks, style, column);
    if (flow.columns_used <= 1) break;
  }
  DrawFlow(cr, blocks, style, flow, column, 0, 1);
  Mm end = y;
  for (const FlowPlacement& p : flow.placements)
    if (p.column == 0) end = std::max(end, p.y + p.height);
  DrawScaleBar(cr, {x + Mm(4.2), end + Mm(3)}, kScaleLength, std::to_string(long(kScaleLength.v)) + " mm");

  TextParams version = TextParams().Text("version", CARCKIT_VERSION);
  DrawMarkup(cr, tr.Markup("cover.made_with", version), Style(7.5, false, {0.4, 0.4, 0.4, 1}),
             {x, page.h - kMargin - Mm(8)}, w, Align::Center);
  DrawKitFooter(cr, page, tr, info.footer, doc.page_count() + 1);
  doc.EndPage();
  added->first = doc.page_count();
  added->count = 1;
  added->bookmark = info.bookmark ? doc.AddBookmark(PartTitle(tr, KitPart::Cover), added->first) : 0;
  return Status::Ok();
}

}  // namespace carc
