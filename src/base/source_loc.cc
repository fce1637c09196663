#include "base/source_loc.h"

namespace carc {

std::string FileAndPosition(const std::string& file, SourceLoc loc) {
  std::string out = file;
  if (loc.line > 0) {
    out += ":" + std::to_string(loc.line);
    if (loc.column > 0) out += ":" + std::to_string(loc.column);
  }
  return out;
}

}  // namespace carc
