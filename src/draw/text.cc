#include "draw/text.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>

#include <array>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "base/text_util.h"

namespace carc {

std::string EscapeMarkup(const std::string& text) {
  char* escaped = g_markup_escape_text(text.c_str(), gssize(text.size()));
  std::string out(escaped);
  g_free(escaped);
  return out;
}

std::string BreakableText(const std::string& text, bool markup) {
  std::string out;
  size_t run = 0;       // characters since the last break opportunity
  bool tag = false;     // inside <...>
  bool entity = false;  // inside &...;, which is one character
  auto one_more = [&] {
    if (++run < kMaxUnbrokenRun) return;
    out += "\u200B";  // zero width space
    run = 0;
  };
  for (size_t i = 0; i < text.size();) {
    auto lead = static_cast<unsigned char>(text[i]);
    size_t len = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    out.append(text, i, len);
    i += len;
    char c = char(lead);
    if (markup && (tag || entity)) {
      tag = tag && c != '>';
      if (entity && c == ';') {
        entity = false;
        one_more();
      }
    } else if (markup && (c == '<' || c == '&')) {
      tag = c == '<';
      entity = c == '&';
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '-') {
      run = 0;
    } else {
      one_more();
    }
  }
  return out;
}

namespace {
/// Gives this thread's Pango font map our resolution, 72 dpi, the one every
/// layout's context has. Pango measures a new font's metrics (its line
/// height) on a fresh context at the font map's resolution; at Pango's
/// default 96 dpi that context asks fontconfig for a second, differently
/// described font of the same pixel size, and fontconfig's substitution
/// costs about a million instructions for each (the kit: 74 of them, 10 %).
/// At 72 dpi the metrics find the font the layout already loaded.
void UsePointResolution() {
  thread_local bool done = false;
  if (done) return;
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(pango_cairo_font_map_get_default()), 72.0);
  done = true;
}
}  // namespace

namespace {
struct FontOptionsDeleter {
  void operator()(cairo_font_options_t* o) const { cairo_font_options_destroy(o); }
};
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, FontOptionsDeleter>;
}  // namespace

LayoutContextKey LayoutContextKeyOf(cairo_t* cr) {
  // Merged as pango_cairo_update_context merges them: the target's, then
  // cr's own. Kept for the thread: every layout asks.
  thread_local FontOptionsPtr merged(cairo_font_options_create()), own(cairo_font_options_create());
  cairo_surface_get_font_options(cairo_get_target(cr), merged.get());
  cairo_get_font_options(cr, own.get());
  cairo_font_options_merge(merged.get(), own.get());
  LayoutContextKey key;
  key.font_options = cairo_font_options_hash(merged.get());
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  key.xx = m.xx, key.yx = m.yx, key.xy = m.xy, key.yy = m.yy;
  return key;
}

namespace {

/// How many Pango contexts a thread keeps, one for each LayoutContextKey
/// met last (a page's text, a rotated marker's star, a measuring context).
constexpr size_t kKeptContexts = 8;

/// A Pango context at 72 dpi like the one pango_cairo_create_layout makes
/// for `cr` (whose key is `key`), kept for the thread and shared by every
/// layout made on a context with the same key: making a context costs more
/// than laying out a short text. It is never updated afterwards, so no
/// layout made on it has to lay itself out again.
PangoContext* ContextFor(cairo_t* cr, const LayoutContextKey& key) {
  using ContextPtr = std::unique_ptr<PangoContext, GObjectDeleter>;
  thread_local std::vector<std::pair<LayoutContextKey, ContextPtr>> kept;
  for (auto& [made, context] : kept)
    if (made == key) return context.get();
  ContextPtr context(pango_cairo_create_context(cr));
  pango_cairo_context_set_resolution(context.get(), 72.0);
  if (kept.size() == kKeptContexts) kept.erase(kept.begin());
  kept.emplace_back(key, std::move(context));
  return kept.back().second.get();
}

/// MakeOwnLayout on a context whose key is `key`.
LayoutPtr MakeOwnLayout(cairo_t* cr, const LayoutContextKey& key, const std::string& raw,
                        const TextStyle& style, Mm width, Align align, bool markup) {
  UsePointResolution();
  std::string given = DrawnText(raw);
  // Pango's work to wrap a word grows with the square of its length.
  const std::string& text = width.v > 0 ? BreakableText(given, markup) : given;
  LayoutPtr layout(pango_layout_new(ContextFor(cr, key)));
  FontDescPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), style.family.c_str());
  pango_font_description_set_size(font.get(), int(style.size_pt * PANGO_SCALE));
  pango_font_description_set_weight(font.get(), style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(font.get(), style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description(layout.get(), font.get());
  if (width.v > 0) {
    pango_layout_set_width(layout.get(), int(width.pt() * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
  }
  pango_layout_set_alignment(layout.get(), align == Align::Left     ? PANGO_ALIGN_LEFT
                                           : align == Align::Center ? PANGO_ALIGN_CENTER
                                                                    : PANGO_ALIGN_RIGHT);
  if (markup) pango_layout_set_markup(layout.get(), text.c_str(), int(text.size()));
  else pango_layout_set_text(layout.get(), text.c_str(), int(text.size()));
  return layout;
}

}  // namespace

LayoutPtr MakeOwnLayout(cairo_t* cr, const std::string& text, const TextStyle& style, Mm width,
                        Align align, bool markup) {
  return MakeOwnLayout(cr, LayoutContextKeyOf(cr), text, style, width, align, markup);
}

namespace {

/// Everything a layout made by MakeOwnLayout depends on.
struct LayoutRequest {
  std::string text;
  std::string family;
  double size_pt = 0;
  bool bold = false, italic = false, markup = false;
  double width_mm = 0;
  Align align = Align::Left;
  LayoutContextKey context;

  bool operator==(const LayoutRequest& o) const {
    return size_pt == o.size_pt && bold == o.bold && italic == o.italic && markup == o.markup &&
           width_mm == o.width_mm && align == o.align && context == o.context && text == o.text &&
           family == o.family;
  }
};

/// How many recent layouts a thread keeps: enough for a page's repeated
/// texts and a measured title waiting to be drawn, few enough that a long
/// render's memory stays flat (each page's footer is new).
constexpr size_t kKeptLayouts = 64;

/// This thread's recent layouts, the oldest first.
std::vector<std::pair<LayoutRequest, LayoutPtr>>& KeptLayouts() {
  thread_local std::vector<std::pair<LayoutRequest, LayoutPtr>> kept;
  return kept;
}

LayoutPtr Shared(PangoLayout* layout) {
  g_object_ref(layout);
  return LayoutPtr(layout);
}

}  // namespace

LayoutPtr MakeLayout(cairo_t* cr, const std::string& text, const TextStyle& style, Mm width,
                     Align align, bool markup) {
  LayoutRequest request{text,   style.family, style.size_pt, style.bold,
                        style.italic, markup, width.v,     align,         LayoutContextKeyOf(cr)};
  auto& kept = KeptLayouts();
  for (auto& [made, layout] : kept)
    if (made == request) return Shared(layout.get());
  LayoutPtr layout = MakeOwnLayout(cr, request.context, text, style, width, align, markup);
  if (kept.size() == kKeptLayouts) kept.erase(kept.begin());
  kept.emplace_back(std::move(request), Shared(layout.get()));
  return layout;
}

SizeMm LayoutSize(PangoLayout* layout) {
  int w = 0, h = 0;
  pango_layout_get_size(layout, &w, &h);
  return {FromPt(double(w) / PANGO_SCALE), FromPt(double(h) / PANGO_SCALE)};
}

namespace {
Mm Draw(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at, Mm width,
        Align align, bool markup) {
  LayoutPtr layout = MakeLayout(cr, text, style, width, align, markup);
  SaveGuard guard(cr);
  SetColor(cr, style.color);
  MoveTo(cr, at.x, at.y);
  pango_cairo_show_layout(cr, layout.get());
  return LayoutSize(layout.get()).h;
}
}  // namespace

Mm DrawText(cairo_t* cr, const std::string& text, const TextStyle& style, PointMm at, Mm width,
            Align align) {
  return Draw(cr, text, style, at, width, align, false);
}

Mm DrawMarkup(cairo_t* cr, const std::string& markup, const TextStyle& style, PointMm at,
              Mm width, Align align) {
  return Draw(cr, markup, style, at, width, align, true);
}

namespace {

/// What fontconfig makes of `family`: its pattern after the configuration's
/// substitutions (about a million instructions each, the rules of every
/// file in /etc/fonts/conf.d), the best match, and the match and fallbacks'
/// characters. Asked once per family and kept for the process's life, like
/// fontconfig's own caches: the answer cannot change while it runs, and the
/// glyph checks of a kit ask for the same family three times.
struct FamilyFonts {
  FcPattern* match = nullptr;   ///< the best font, null when none
  FcCharSet* coverage = nullptr;  ///< what the best font and its fallbacks draw (lazily)
  FcPattern* pattern = nullptr;   ///< the substituted pattern
};

std::mutex& FamilyMutex() {
  static std::mutex* mutex = new std::mutex();
  return *mutex;
}

/// The family's entry; the caller holds FamilyMutex().
FamilyFonts& Family(const std::string& family) {
  static std::map<std::string, FamilyFonts>* cache = new std::map<std::string, FamilyFonts>();
  auto found = cache->find(family);
  if (found != cache->end()) return found->second;
  FamilyFonts& fonts = (*cache)[family];
  fonts.pattern = FcNameParse(reinterpret_cast<const FcChar8*>(family.c_str()));
  FcConfigSubstitute(nullptr, fonts.pattern, FcMatchPattern);
  FcDefaultSubstitute(fonts.pattern);
  FcResult result;
  fonts.match = FcFontMatch(nullptr, fonts.pattern, &result);
  return fonts;
}

}  // namespace

Status CheckFont(const std::string& family, const std::string& sample) {
  std::lock_guard<std::mutex> lock(FamilyMutex());
  FcPattern* match = Family(family).match;
  if (!match) return Status::Io("no font found for '" + family + "'; install fonts-dejavu-core");
  FcChar8* found = nullptr;
  FcPatternGetString(match, FC_FAMILY, 0, &found);
  std::string found_family = found ? reinterpret_cast<const char*>(found) : "";
  FcCharSet* chars = nullptr;
  FcPatternGetCharSet(match, FC_CHARSET, 0, &chars);
  std::string missing;
  // A language's whole text is checked (13 KB for English), mostly ASCII:
  // each ASCII character is looked up in the font's set once.
  std::array<signed char, 128> ascii{};  // 0 not asked yet, 1 drawn, -1 missing
  const auto* p = reinterpret_cast<const FcChar8*>(sample.c_str());
  int len = int(sample.size());
  while (len > 0 && chars) {
    FcChar32 ch = *p;
    int n = ch < 0x80 ? 1 : FcUtf8ToUcs4(p, &ch, len);
    if (n <= 0) break;
    bool drawn = ch <= ' ';
    if (!drawn && ch < 0x80) {
      if (ascii[ch] == 0) ascii[ch] = FcCharSetHasChar(chars, ch) ? 1 : -1;
      drawn = ascii[ch] > 0;
    } else if (!drawn) {
      drawn = FcCharSetHasChar(chars, ch);
    }
    if (!drawn) missing.append(reinterpret_cast<const char*>(p), n);
    p += n;
    len -= n;
  }
  if (found_family != family)
    return Status::Io("font '" + family + "' is not installed (fontconfig offers '" +
                      found_family + "'); install fonts-dejavu-core");
  if (!missing.empty())
    return Status::Io("font '" + family + "' has no glyphs for \"" + missing + "\"");
  return Status::Ok();
}

namespace {

/// The characters `family` and the fallback fonts fontconfig offers for it
/// can draw together. Sorting every installed font is what costs (about 1 ms),
/// so it is asked once per family and kept.
const FcCharSet* Coverage(const std::string& family) {
  std::lock_guard<std::mutex> lock(FamilyMutex());
  FamilyFonts& fonts = Family(family);
  if (!fonts.coverage) {
    FcResult result;
    FcFontSet* sorted = FcFontSort(nullptr, fonts.pattern, FcTrue, &fonts.coverage, &result);
    if (sorted) FcFontSetDestroy(sorted);
  }
  return fonts.coverage;
}

}  // namespace

std::string MissingGlyphs(const std::string& family, const std::string& text) {
  std::string missing;
  const FcCharSet* all = nullptr;
  const auto* p = reinterpret_cast<const FcChar8*>(text.c_str());
  int len = int(text.size());
  while (len > 0) {
    FcChar32 ch;
    int n = FcUtf8ToUcs4(p, &ch, len);
    if (n <= 0) break;
    bool control = (ch < 0x20 && ch != '\n' && ch != '\t') || (ch >= 0x7F && ch <= 0x9F);
    bool drawable = !control && ch <= ' ';
    if (!drawable && !control) {
      if (!all) all = Coverage(family);
      drawable = all && FcCharSetHasChar(all, ch);
    }
    std::string one(reinterpret_cast<const char*>(p), size_t(n));
    if (!drawable && missing.find(one) == std::string::npos) missing += one;
    p += n;
    len -= n;
  }
  return missing;
}

}  // namespace carc
