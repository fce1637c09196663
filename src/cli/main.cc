// carckit: Carcassonne tile sets to print-and-play kits.
#include "base/lsan_suppressions.h"
#include "base/out_of_memory.h"
#include "cli/app.h"

int main(int argc, char** argv) {
  carc::InstallOutOfMemoryHandling();  // first: anything may run out of memory
  return carc::RunCarckit(argc, argv);
}
