#include "base/check.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace carc {

void CheckFailed(const char* file, int line, const char* condition, const char* what) {
  // One write of the whole line, so that threads failing at once do not mix theirs.
  char message[1024];
  const char* name = std::strrchr(file, '/');
  std::snprintf(message, sizeof message, "carckit: internal error: %s:%d: %s (%s failed)\n",
                name ? name + 1 : file, line, what, condition);
  std::fputs(message, stderr);
  std::fflush(stderr);
  std::abort();
}

}  // namespace carc
