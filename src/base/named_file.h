// Files that other files name: a spec's `layout`, a layout's `theme`. Such a
// name is either a bundled template ("default": no '/' and no ".yaml") or a
// path to a .yaml file, resolved against the folder of the file that names
// it, never the working folder. A named file that cannot be read or is not
// what it should be is reported once, at the naming file's position, without
// quoting anything from it: a spec from elsewhere cannot make carckit print
// lines of /etc/passwd or of any other file.
#pragma once

#include <functional>
#include <string>

#include "base/diagnostic.h"
#include "base/source_loc.h"
#include "base/status.h"

namespace carc {

/// Where a file is named, and what it should be.
struct NamedFile {
  std::string kind;    ///< "layout", "theme": also the templates/ folder ("layouts", "themes")
  std::string folder;  ///< the templates/ folder of bundled ones: "layouts", "themes"
  std::string option;  ///< the command-line option that takes such a file, for the hint
  std::string name;    ///< as written
  std::string from;    ///< the file that names it
  SourceLoc loc;       ///< where in `from`
};

/// Why `name` can be neither a bundled template's name nor a .yaml path, or "".
std::string NamedFileFormProblem(const std::string& kind, const std::string& name);

/// The path `named` stands for: templates/<folder>/<name>.yaml for a bundled
/// name, else `name` against the folder of `named.from`.
std::string ResolveNamedFile(const NamedFile& named);

/// Loads `named` with `load` (which reports into the Diagnostics it is given).
/// On failure adds one error at `named.from`:`named.loc` saying what went wrong
/// in general terms (cannot be read: why; or N problems, the first at line L)
/// and how to see the details (`option` PATH), and returns Invalid, or Io when
/// the file is missing.
Status LoadNamedFile(const NamedFile& named,
                     const std::function<Status(const std::string& path, Diagnostics*)>& load,
                     Diagnostics* diags);

}  // namespace carc
