// Must NOT compile: the report stage may not see the app stage above it.
// CMakeLists.txt builds this file against carc_report alone and expects the
// compiler to say that app/validate.h does not exist.
#include "report/score_report.h"
#include "app/validate.h"
