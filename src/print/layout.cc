#include "print/layout.h"

#include <algorithm>

#include <cmath>
#include <sstream>

#include "base/data_dir.h"
#include "base/named_file.h"
#include "print/paper.h"
#include "spec/yaml_reader.h"

namespace carc {

namespace {

constexpr double kEps = 1e-9;

const std::vector<std::string> kKeys = {
    "name",  "paper",  "orientation", "tile",        "margin",      "cuts",       "bleed",
    "gutter", "marks", "mark_offset", "mark_length", "mark_width",  "scale_bar",  "footer",
    "backs", "flip",   "back_offset", "theme"};

std::string Num(double v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

std::string MmText(Mm v) { return Num(v.v) + " mm"; }

/// Reads one layout file; shares the file and diagnostics.
class LayoutParser {
 public:
  LayoutParser(const std::string& file, SheetLayout* layout, Diagnostics* diags)
      : file_(file), layout_(layout), diags_(diags), values_(file, diags) {}

  void Parse(const YamlNode& root) {
    MapReader map(file_, root, {1, 1}, "the layout", kKeys, diags_);
    if (!map.ok()) return;
    map_ = &map;
    String("name", &layout_->name);
    std::string paper;
    if (String("paper", &paper)) {
      SizeMm size;
      if (PaperSize(paper, &size)) layout_->paper = paper;
      else values_.Error(map.Loc("paper"), "paper", "unknown paper '" + paper + "' (known: " + PaperList() + ")");
    }
    Choice("orientation", {"portrait", "landscape", "auto"},
           [&](int i) { layout_->orientation = Orientation(i); });
    Length("tile", 10, 300, &layout_->tile);
    Length("margin", 0, 50, &layout_->margin);
    Choice("cuts", {"butted", "gutter"}, [&](int i) { layout_->cuts = CutStyle(i); });
    Length("bleed", 0, 10, &layout_->bleed);
    Length("gutter", 0, 50, &layout_->gutter);
    Bool("marks", &layout_->marks);
    Length("mark_offset", 0, 20, &layout_->mark_style.offset);
    Length("mark_length", 0, 30, &layout_->mark_style.length);
    Length("mark_width", 0.05, 2, &layout_->mark_style.width);
    Length("scale_bar", 0, 200, &layout_->scale_bar);
    Bool("footer", &layout_->footer);
    Bool("backs", &layout_->backs);
    Choice("flip", {"long-edge", "short-edge"}, [&](int i) { layout_->flip = Flip(i); });
    if (map.Has("back_offset")) BackOffset(map.Get("back_offset"), map.Loc("back_offset"));
    if (String("theme", &layout_->theme)) {
      // Resolved against this file's folder when used (base/named_file.h).
      layout_->theme_from = file_;
      layout_->theme_loc = map.Loc("theme");
      std::string form = NamedFileFormProblem("theme", layout_->theme);
      if (!form.empty()) values_.Error(map.Loc("theme"), "theme", form);
    }
  }

 private:
  bool String(const std::string& key, std::string* out) {
    return map_->Has(key) && values_.String(map_->Get(key), map_->Loc(key), key, out);
  }

  void Bool(const std::string& key, bool* out) {
    if (map_->Has(key)) values_.Bool(map_->Get(key), map_->Loc(key), key, out);
  }

  void Length(const std::string& key, double min, double max, Mm* out) {
    double v = 0;
    if (map_->Has(key) && values_.Number(map_->Get(key), map_->Loc(key), key + " (mm)", min, max, &v))
      *out = Mm(v);
  }

  template <typename Set>
  void Choice(const std::string& key, const std::vector<std::string>& choices, Set set) {
    std::string text;
    if (!String(key, &text)) return;
    for (size_t i = 0; i < choices.size(); ++i)
      if (text == choices[i]) return set(int(i));
    std::string list;
    for (size_t i = 0; i < choices.size(); ++i)
      list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
    values_.Error(map_->Loc(key), "choice", key + " must be " + list + ", got '" + text + "'");
  }

  void BackOffset(const YamlNode& node, SourceLoc loc) {
    if (!values_.Sequence(node, loc, "back_offset")) return;
    if (node.size() != 2) {
      values_.Error(loc, "type", "back_offset must be a list of two numbers [x, y] in mm");
      return;
    }
    double xy[2] = {0, 0};
    for (size_t i = 0; i < 2; ++i)
      if (!values_.Number(node[i], LocOf(node[i]).line ? LocOf(node[i]) : loc, "back_offset", -20, 20, &xy[i]))
        return;
    layout_->back_offset_x = Mm(xy[0]);
    layout_->back_offset_y = Mm(xy[1]);
  }

  static std::string PaperList() {
    std::string out;
    for (const std::string& n : PaperNames()) out += (out.empty() ? "" : ", ") + n;
    return out;
  }

  std::string file_;
  SheetLayout* layout_;
  Diagnostics* diags_;
  ValueReader values_;
  MapReader<YamlNode>* map_ = nullptr;
};

/// Room the marks take outside the art.
Mm MarksExtent(const SheetLayout& l) {
  return l.marks ? l.mark_style.offset + l.mark_style.length : Mm(0);
}

/// Most cells of `tile` with `gap` between them across `room`.
int Fit(Mm room, Mm tile, Mm gap) {
  if (room.v + kEps < tile.v) return 0;
  return 1 + int(std::floor((room.v - tile.v + kEps) / (tile.v + gap.v)));
}

bool Range(Mm v, double lo, double hi) { return v.v >= lo - kEps && v.v <= hi + kEps; }

}  // namespace

// The band holds a line of small text (the scale bar's caption, the footer:
// 3 mm) and keeps it 2 mm from the crop marks, so that no cut strays into text.
Mm BandHeight() { return kTextHeight + kMarkClearance; }

std::string Describe(const SheetLayout& l) {
  std::string o = l.orientation == Orientation::Auto       ? "portrait or landscape"
                  : l.orientation == Orientation::Portrait ? "portrait"
                                                           : "landscape";
  std::string cuts = l.cuts == CutStyle::Gutter ? ", gutter " + MmText(l.gutter) : ", butted";
  return l.paper + " " + o + ", " + MmText(l.tile) + " tiles" + cuts + ", bleed " + MmText(l.bleed) +
         ", margins " + MmText(l.margin);
}

Status LoadSheetLayout(const std::string& name_or_path, SheetLayout* layout, Diagnostics* diags) {
  std::string path = FindTemplate("layouts", name_or_path);
  if (path.empty())
    return Status::Io("no layout '" + name_or_path +
                      "' (looked for a file and for templates/layouts/" + name_or_path + ".yaml)");
  return LoadSheetLayoutFile(path, layout, diags);
}

Status LoadNamedLayout(const std::string& name, const std::string& from, SourceLoc loc,
                       SheetLayout* layout, Diagnostics* diags) {
  NamedFile named{"layout", "layouts", "--template", name, from, loc};
  return LoadNamedFile(
      named, [&](const std::string& path, Diagnostics* d) { return LoadSheetLayoutFile(path, layout, d); },
      diags);
}

Status LoadSheetLayoutFile(const std::string& path, SheetLayout* layout, Diagnostics* diags) {
  std::string content;
  InputLimits limits;
  Status read = ReadInputFile(path, limits, &content, diags);
  if (!read.ok()) return read;
  YamlDocument doc;  // one pass of yaml-cpp's parser, limits checked as it goes
  if (!ParseYaml(path, content, limits, &doc, diags)) return Status::Diagnosed();
  YamlNode root = doc.root();
  SheetLayout parsed;
  LayoutParser(path, &parsed, diags).Parse(root);
  if (diags->HasErrors()) return Status::Diagnosed();
  *layout = parsed;
  return Status::Ok();
}

Status SanitizeLayout(const SheetLayout& l) {
  auto bad = [](const std::string& msg) { return Status::Invalid(msg); };
  SizeMm paper;
  if (!PaperSize(l.paper, &paper)) {
    std::string list;
    for (const std::string& n : PaperNames()) list += (list.empty() ? "" : ", ") + n;
    return bad("unknown paper '" + l.paper + "' (known: " + list + ")");
  }
  if (!Range(l.tile, 10, 300)) return bad("tile size must be from 10 to 300 mm, got " + MmText(l.tile));
  if (!Range(l.margin, 0, 50)) return bad("margin must be from 0 to 50 mm, got " + MmText(l.margin));
  if (!Range(l.bleed, 0, 10)) return bad("bleed must be from 0 to 10 mm, got " + MmText(l.bleed));
  if (!Range(l.gutter, 0, 50)) return bad("gutter must be from 0 to 50 mm, got " + MmText(l.gutter));
  if (l.cuts == CutStyle::Gutter && l.bleed.v * 2 > l.gutter.v + kEps)
    return bad("bleed " + MmText(l.bleed) + " needs a gutter of at least " + MmText(l.bleed * 2) +
               " (got " + MmText(l.gutter) + "), or neighbouring tiles' art would overlap");
  if (!Range(l.mark_style.offset, 0, 20) || !Range(l.mark_style.length, 0, 30) ||
      !Range(l.mark_style.width, 0.05, 2))
    return bad("crop marks need an offset of 0 to 20 mm, a length of 0 to 30 mm and a width of 0.05 to 2 mm");
  if (!Range(l.scale_bar, 0, 200)) return bad("scale bar must be from 0 to 200 mm, got " + MmText(l.scale_bar));
  if (!Range(l.back_offset_x, -20, 20) || !Range(l.back_offset_y, -20, 20))
    return bad("back offset must be from -20 to 20 mm in each direction, got " + MmText(l.back_offset_x) +
               ", " + MmText(l.back_offset_y));
  Imposition imp = Impose(l);
  if (imp.per_page() == 0)
    return bad("no tile fits: " + Describe(l) + (l.marks ? ", with crop marks" : "") +
               " leaves no room for one tile");
  if (l.scale_bar.v > 0 && l.scale_bar.v + 40 > imp.page.w.v - 2 * l.margin.v)
    return bad("a " + MmText(l.scale_bar) + " scale bar does not fit across the page; shorten it");
  return Status::Ok();
}

Imposition ImposeOriented(const SheetLayout& l, bool landscape) {
  Imposition imp;
  SizeMm paper{Mm(210), Mm(297)};
  PaperSize(l.paper, &paper);
  imp.page = Oriented(paper, landscape);
  imp.landscape = landscape;
  imp.bleed = l.bleed;
  imp.cuts_style = l.cuts;
  imp.flip = l.flip;
  imp.offset_x = l.back_offset_x;
  imp.offset_y = l.back_offset_y;
  Mm gap = l.cuts == CutStyle::Gutter ? l.gutter : Mm(0);
  Mm outside = l.bleed + MarksExtent(l) + l.margin;
  Mm band = (l.scale_bar.v > 0 || l.footer) ? BandHeight() : Mm(0);
  imp.cols = Fit(imp.page.w - outside * 2, l.tile, gap);
  imp.rows = Fit(imp.page.h - (outside + band) * 2, l.tile, gap);
  if (imp.cols == 0 || imp.rows == 0) {
    imp.cols = imp.rows = 0;
    return imp;
  }
  Mm grid_w = l.tile * imp.cols + gap * (imp.cols - 1);
  Mm grid_h = l.tile * imp.rows + gap * (imp.rows - 1);
  Mm x0 = (imp.page.w - grid_w) / 2, y0 = (imp.page.h - grid_h) / 2;
  for (int r = 0; r < imp.rows; ++r)
    for (int c = 0; c < imp.cols; ++c)
      imp.cuts.push_back({x0 + (l.tile + gap) * c, y0 + (l.tile + gap) * r, l.tile, l.tile});
  imp.art = {x0 - l.bleed, y0 - l.bleed, grid_w + l.bleed * 2, grid_h + l.bleed * 2};
  for (int c = 0; c < imp.cols; ++c) {
    Mm left = x0 + (l.tile + gap) * c;
    if (c == 0 || gap.v > 0) imp.cut_xs.push_back(left);
    imp.cut_xs.push_back(left + l.tile);
  }
  for (int r = 0; r < imp.rows; ++r) {
    Mm top = y0 + (l.tile + gap) * r;
    if (r == 0 || gap.v > 0) imp.cut_ys.push_back(top);
    imp.cut_ys.push_back(top + l.tile);
  }
  return imp;
}

Imposition Impose(const SheetLayout& l) {
  if (l.orientation == Orientation::Portrait) return ImposeOriented(l, false);
  if (l.orientation == Orientation::Landscape) return ImposeOriented(l, true);
  Imposition portrait = ImposeOriented(l, false), landscape = ImposeOriented(l, true);
  return landscape.per_page() > portrait.per_page() ? landscape : portrait;
}

RectMm Imposition::ArtRect(int i) const { return ArtRect(i, per_page()); }

RectMm Imposition::ArtRect(int i, int used) const {
  RectMm r = cuts[size_t(i)];
  if (cuts_style == CutStyle::Gutter) return {r.x - bleed, r.y - bleed, r.w + bleed * 2, r.h + bleed * 2};
  // Butted: bleed on every side with no tile across it (the grid's edge or an
  // empty cell of a part-filled sheet).
  int c = i % cols, row = i / cols;
  auto empty = [&](int cc, int rr) { return cc < 0 || rr < 0 || cc >= cols || rr >= rows || rr * cols + cc >= used; };
  Mm left = empty(c - 1, row) ? bleed : Mm(0), right = empty(c + 1, row) ? bleed : Mm(0);
  Mm top = empty(c, row - 1) ? bleed : Mm(0), bottom = empty(c, row + 1) ? bleed : Mm(0);
  return {r.x - left, r.y - top, r.w + left + right, r.h + top + bottom};
}

std::vector<CutLine> Imposition::CutLines(int used) const {
  used = std::min(used, per_page());
  std::vector<CutLine> lines;
  auto add = [&](bool vertical, Mm at) {
    CutLine line{vertical, at, Mm(1e9), Mm(-1e9)};
    for (int i = 0; i < used; ++i) {
      const RectMm& cut = cuts[size_t(i)];
      Mm lo = vertical ? cut.x : cut.y, hi = vertical ? cut.right() : cut.bottom();
      if (std::abs((lo - at).v) > 1e-6 && std::abs((hi - at).v) > 1e-6) continue;
      RectMm art = ArtRect(i, used);
      line.from = std::min(line.from, vertical ? art.y : art.x);
      line.to = std::max(line.to, vertical ? art.bottom() : art.right());
    }
    if (line.from < line.to) lines.push_back(line);
  };
  for (Mm x : cut_xs) add(true, x);
  for (Mm y : cut_ys) add(false, y);
  return lines;
}

CutLine Imposition::BackLine(const CutLine& l) const {
  if (l.vertical) {
    Mm a = BackY(l.from), b = BackY(l.to);
    return {true, BackX(l.at), std::min(a, b), std::max(a, b)};
  }
  Mm a = BackX(l.from), b = BackX(l.to);
  return {false, BackY(l.at), std::min(a, b), std::max(a, b)};
}

bool Imposition::MirrorsColumns() const { return (flip == Flip::LongEdge) != landscape; }

Mm Imposition::BackX(Mm x) const { return (MirrorsColumns() ? page.w - x : x) + offset_x; }

Mm Imposition::BackY(Mm y) const { return (MirrorsColumns() ? y : page.h - y) + offset_y; }

RectMm Imposition::BackRect(const RectMm& f) const {
  Mm x = MirrorsColumns() ? page.w - f.x - f.w : f.x;
  Mm y = MirrorsColumns() ? f.y : page.h - f.y - f.h;
  return {x + offset_x, y + offset_y, f.w, f.h};
}

}  // namespace carc
