#include "draw/text_flow.h"

#include <gtest/gtest.h>

#include "draw/cairo_util.h"

namespace carc {
namespace {

using K = FlowBlock::Kind;

std::vector<FlowBlock> Blocks() {
  return {{K::Heading, "Scoring", "", {}, false},
          {K::Paragraph, "A road scores one point a tile when it is finished, and so does a city.", "", {}, false},
          {K::TableRow, "", "", {"Feature", "Complete", "Final"}, true},
          {K::TableRow, "", "", {"Road", "1 a tile", "1 a tile"}, false}};
}

ContextPtr Context(double scale) {
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  ContextPtr cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), scale, scale);
  return cr;
}

void ExpectSamePlacements(const FlowResult& a, const FlowResult& b) {
  ASSERT_EQ(a.placements.size(), b.placements.size());
  for (size_t i = 0; i < a.placements.size(); ++i) {
    EXPECT_EQ(a.placements[i].block, b.placements[i].block);
    EXPECT_EQ(a.placements[i].column, b.placements[i].column);
    EXPECT_DOUBLE_EQ(a.placements[i].y.v, b.placements[i].y.v);
    EXPECT_DOUBLE_EQ(a.placements[i].height.v, b.placements[i].height.v);
  }
  EXPECT_EQ(a.columns_used, b.columns_used);
}

TEST(FlowBlocksTest, AFlowMeasuredBeforeIsPlacedAgainWithoutLayingItOut) {
  ContextPtr cr = Context(1);
  FlowStyle style;
  std::vector<FlowBlock> blocks = Blocks();
  FlowResult measured = FlowBlocks(cr.get(), blocks, style, [](int) { return RectMm{Mm(0), Mm(0), Mm(60), Mm(200)}; });
  ColumnFn elsewhere = [](int) { return RectMm{Mm(30), Mm(90), Mm(60), Mm(120)}; };
  FlowResult again = FlowBlocks(cr.get(), blocks, style, elsewhere, &measured);
  EXPECT_EQ(again.measured, measured.measured);  // the same layouts
  ExpectSamePlacements(again, FlowBlocks(cr.get(), blocks, style, elsewhere));
}

TEST(FlowBlocksTest, AFlowMeasuredOtherwiseIsMeasuredAgain) {
  ContextPtr cr = Context(1);
  FlowStyle style;
  std::vector<FlowBlock> blocks = Blocks();
  FlowResult narrow = FlowBlocks(cr.get(), blocks, style, [](int) { return RectMm{Mm(0), Mm(0), Mm(40), Mm(200)}; });
  ColumnFn wide = [](int) { return RectMm{Mm(0), Mm(0), Mm(80), Mm(200)}; };
  FlowResult other_width = FlowBlocks(cr.get(), blocks, style, wide, &narrow);
  EXPECT_NE(other_width.measured, narrow.measured);
  ExpectSamePlacements(other_width, FlowBlocks(cr.get(), blocks, style, wide));
  ContextPtr scaled = Context(2);  // another scale: metrics may differ
  EXPECT_NE(FlowBlocks(scaled.get(), blocks, style, wide, &other_width).measured, other_width.measured);
  std::vector<FlowBlock> fewer(blocks.begin(), blocks.end() - 1);
  EXPECT_NE(FlowBlocks(cr.get(), fewer, style, wide, &other_width).measured, other_width.measured);
}

}  // namespace
}  // namespace carc
