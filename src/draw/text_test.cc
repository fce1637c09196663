// Tests for the Pango text helpers of text.h.
#include <gtest/gtest.h>

#include <cairo-pdf.h>

#include "draw/text.h"

namespace carc {
namespace {

TEST(InputLimitsTest, MissingGlyphsNamesEachUndrawableCharacterOnce) {
  EXPECT_EQ(MissingGlyphs("DejaVu Sans", "Café — ok"), "");
  EXPECT_EQ(MissingGlyphs("DejaVu Sans", "a\xcd\xb8 b\xcd\xb8\x07"), "\xcd\xb8\x07");
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(BreakableTextTest, LongRunsGetAnInvisibleBreakOpportunity) {
  const std::string zwsp = "\u200B";
  std::string run(kMaxUnbrokenRun, 'x');
  EXPECT_EQ(BreakableText("short words stay as they are", false), "short words stay as they are");
  EXPECT_EQ(BreakableText(run + run + "x", false), run + zwsp + run + zwsp + "x");
  EXPECT_EQ(BreakableText(run.substr(1) + " " + run.substr(1), false),
            run.substr(1) + " " + run.substr(1));  // spaces break the runs
  // Characters, not bytes: a run of é is cut between characters.
  std::string e;
  for (size_t i = 0; i < kMaxUnbrokenRun; ++i) e += "\u00e9";
  EXPECT_EQ(BreakableText(e + "\u00e9", false), e + zwsp + "\u00e9");
}

TEST(BreakableTextTest, MarkupTagsAndEntitiesAreLeftWhole) {
  const std::string zwsp = "\u200B";
  std::string half(kMaxUnbrokenRun / 2, 'x');
  std::string tag = "<span foreground=\"#123456789abcdef0123456789abcdef0123\">";
  EXPECT_EQ(BreakableText(half + tag + half + "</span>y", true),
            half + tag + half + zwsp + "</span>y");
  std::string amps;
  for (size_t i = 0; i < kMaxUnbrokenRun; ++i) amps += "&amp;";
  EXPECT_EQ(BreakableText(amps + "x", true), amps + zwsp + "x");
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

SurfacePtr TextSurface() { return SurfacePtr(cairo_pdf_surface_create_for_stream(nullptr, nullptr, 595, 842)); }

TEST(MakeLayoutTest, TheSameRequestOnALikeContextGetsTheLayoutAlreadyMade) {
  SurfacePtr surface = TextSurface();
  ContextPtr one(cairo_create(surface.get())), two(cairo_create(surface.get()));
  TextStyle style;
  LayoutPtr first = MakeLayout(one.get(), "Rules summary", style, Mm(80), Align::Left);
  LayoutPtr again = MakeLayout(two.get(), "Rules summary", style, Mm(80), Align::Left);
  EXPECT_EQ(first.get(), again.get());
  // Anything that changes the layout asks for another one.
  TextStyle bold = style, larger = style, italic = style, serif = style;
  bold.bold = true;
  larger.size_pt += 0.25;
  italic.italic = true;
  serif.family = "DejaVu Serif";
  for (const TextStyle& other : {bold, larger, italic, serif})
    EXPECT_NE(MakeLayout(one.get(), "Rules summary", other, Mm(80), Align::Left).get(), first.get());
  EXPECT_NE(MakeLayout(one.get(), "Rules summary!", style, Mm(80), Align::Left).get(), first.get());
  EXPECT_NE(MakeLayout(one.get(), "Rules summary", style, Mm(81), Align::Left).get(), first.get());
  EXPECT_NE(MakeLayout(one.get(), "Rules summary", style, Mm(80), Align::Center).get(), first.get());
  EXPECT_NE(MakeLayout(one.get(), "Rules summary", style, Mm(80), Align::Left, true).get(), first.get());
  // A rotated context, or one with other font options, lays text out anew.
  cairo_rotate(two.get(), 3.14159265358979);
  EXPECT_NE(MakeLayout(two.get(), "Rules summary", style, Mm(80), Align::Left).get(), first.get());
  ContextPtr hinted(cairo_create(surface.get()));
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON);
  cairo_set_font_options(hinted.get(), options);
  cairo_font_options_destroy(options);
  EXPECT_NE(MakeLayout(hinted.get(), "Rules summary", style, Mm(80), Align::Left).get(), first.get());
  // A shared layout is laid out as a new one would be.
  LayoutPtr own = MakeOwnLayout(one.get(), "Rules summary", style, Mm(80), Align::Left);
  EXPECT_NE(own.get(), first.get());
  EXPECT_EQ(LayoutSize(own.get()).w.v, LayoutSize(again.get()).w.v);
  EXPECT_EQ(LayoutSize(own.get()).h.v, LayoutSize(again.get()).h.v);
}

TEST(MakeLayoutTest, OwnLayoutsAreNeverShared) {
  SurfacePtr surface = TextSurface();
  ContextPtr cr(cairo_create(surface.get()));
  TextStyle style;
  LayoutPtr shared = MakeLayout(cr.get(), "id", style, Mm(20), Align::Left);
  LayoutPtr own = MakeOwnLayout(cr.get(), "id", style, Mm(20), Align::Left);
  pango_layout_set_ellipsize(own.get(), PANGO_ELLIPSIZE_END);
  EXPECT_NE(own.get(), shared.get());
  EXPECT_NE(MakeOwnLayout(cr.get(), "id", style, Mm(20), Align::Left).get(), own.get());
  EXPECT_EQ(MakeLayout(cr.get(), "id", style, Mm(20), Align::Left).get(), shared.get());
  EXPECT_EQ(pango_layout_get_ellipsize(shared.get()), PANGO_ELLIPSIZE_NONE);
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(CheckFontTest, NamesEveryMissingCharacterAsOftenAsItAppears) {
  EXPECT_TRUE(CheckFont("DejaVu Sans", "Café — ok\n\t").ok());
  // DEL is ASCII the font has no glyph for; 漢 is not ASCII: both are
  // named at each appearance, in order, whether asked before or not.
  Status status = CheckFont("DejaVu Sans", "a\x7f b\xe6\xbc\xa2 c\x7f\xe6\xbc\xa2");
  EXPECT_EQ(status.ToString(), "error: font 'DejaVu Sans' has no glyphs for \"\x7f\xe6\xbc\xa2\x7f\xe6\xbc\xa2\"");
}

}  // namespace
}  // namespace carc

namespace carc {
namespace {

TEST(MakeLayoutTest, LayoutsOnLikeContextsShareOnePangoContextThatStaysAsMade) {
  SurfacePtr surface = TextSurface();
  ContextPtr one(cairo_create(surface.get())), turned(cairo_create(surface.get()));
  cairo_rotate(turned.get(), 3.14159265358979);
  TextStyle style;
  LayoutPtr a = MakeOwnLayout(one.get(), "a", style, Mm(0), Align::Left);
  LayoutPtr b = MakeOwnLayout(one.get(), "b", style, Mm(0), Align::Left);
  EXPECT_EQ(pango_layout_get_context(a.get()), pango_layout_get_context(b.get()));
  int serial = int(pango_layout_get_serial(a.get()));
  SizeMm size = LayoutSize(a.get());
  LayoutPtr c = MakeOwnLayout(turned.get(), "c", style, Mm(0), Align::Left);
  EXPECT_NE(pango_layout_get_context(c.get()), pango_layout_get_context(a.get()));
  // Making layouts on another context leaves the first ones laid out as they were.
  EXPECT_EQ(int(pango_layout_get_serial(a.get())), serial);
  EXPECT_EQ(LayoutSize(a.get()).w.v, size.w.v);
  EXPECT_DOUBLE_EQ(pango_cairo_context_get_resolution(pango_layout_get_context(c.get())), 72.0);
}

}  // namespace
}  // namespace carc
