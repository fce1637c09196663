// Must NOT compile: the app stage may not see the command line (cli).
// CMakeLists.txt builds this file against carc_app alone and expects the
// compiler to say that cli/cli.h does not exist.
#include "app/validate.h"
#include "cli/cli.h"
