// carckit: Carcassonne tile sets to print-and-play kits.
#include "art/svg_sandbox.h"
#include "base/lsan_suppressions.h"
#include "base/out_of_memory.h"
#include "cli/app.h"

int main(int argc, char** argv) {
  // First of all: a start of carckit that is an SVG art probe draws the art
  // from nothing of the tool's state, and ends.
  carc::RunAsSvgProbeIfAsked();
  carc::InstallOutOfMemoryHandling();  // then: anything may run out of memory
  return carc::RunCarckit(argc, argv);
}
