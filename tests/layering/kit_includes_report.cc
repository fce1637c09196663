// Must NOT compile: the kit stage may not see the report stage above it.
// CMakeLists.txt builds this file against carc_kit alone and expects the
// compiler to say that report/score_report.h does not exist.
#include "kit/kit.h"
#include "report/score_report.h"
