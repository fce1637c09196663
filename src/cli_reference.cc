#include "cli.h"
namespace carc {
void SetupReference(CLI::App&) {}
}
