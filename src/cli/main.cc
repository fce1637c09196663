// carckit: Carcassonne tile sets to print-and-play kits.
#include "base/lsan_suppressions.h"
#include "cli/app.h"

int main(int argc, char** argv) { return carc::RunCarckit(argc, argv); }
