// What a command that writes one file reports: where, how many pages, what
// went in.
#pragma once

#include <string>

namespace carc {

/// A file written: "wrote PATH (N pages): DETAILS".
struct WrittenFile {
  std::string path;     ///< where it went ("-" for standard output)
  int pages = 0;        ///< its pages (1 for an image)
  std::string details;  ///< what went in it, or "" ("72 tiles on 4 sheets (...)")
};

}  // namespace carc
