// carckit: Carcassonne tile sets to print-and-play kits.
#include "art/svg_sandbox.h"
#include "base/lsan_suppressions.h"
#include "base/out_of_memory.h"
#include "cli/app.h"
#include "draw/pdf_document.h"

int main(int argc, char** argv) {
  // First of all: a start of carckit that is an SVG art probe draws the art
  // from nothing of the tool's state, and ends.
  carc::RunAsSvgProbeIfAsked();
  carc::InstallOutOfMemoryHandling();  // then: anything may run out of memory
  carc::WriteCairoPdfStreamsPlain();   // before any thread: it sets a variable
  return carc::RunCarckit(argc, argv);
}
