// File names for exported tiles: a tile id made safe for any file system
// (ids may hold spaces, slashes or accents) and never the same name twice,
// even where the file system ignores case.
#pragma once

#include <set>
#include <string>

namespace carc {

/// `id` with every character but ASCII letters, digits, '-' and '_' replaced
/// by '_'; "tile" when nothing is left.
std::string SafeStem(const std::string& id);

/// Hands out file stems, each once, compared without case.
class FileNamer {
 public:
  /// SafeStem(`wanted`), or it followed by "_2", "_3"... when taken.
  std::string Claim(const std::string& wanted);

 private:
  std::set<std::string> taken_;  ///< lower-cased stems handed out
};

}  // namespace carc
