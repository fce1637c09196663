// The main() of the test executables of the stages that may draw SVG art
// (art and every stage above it): a test that draws SVG art starts this
// executable again as the art's sandboxed probe (art/svg_sandbox.h), which
// must run before GoogleTest does anything.
#include <gtest/gtest.h>

#include "art/svg_sandbox.h"

int main(int argc, char** argv) {
  carc::RunAsSvgProbeIfAsked();
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
