// `carckit rules`, `tokens` and `scoreboard`: one part of the kit on its own,
// in the kit's language, on a paper of its own.
#pragma once

#include <string>

#include "app/written_file.h"
#include "base/diagnostic.h"
#include "base/status.h"
#include "kit/kit_text.h"  // KitPart

namespace carc {

/// Which part to write, for which set, how.
struct KitPartRequest {
  KitPart part = KitPart::Rules;  ///< Rules, Tokens or Scoreboard
  std::string tileset;  ///< a file or bundled set's name; unused by the scoreboard
  std::string output;   ///< the PDF; "" for out/<set>-<part>-<lang>.pdf (out/scoreboard-<lang>.pdf)
  std::string paper = "a4";
  std::string lang = "en";
};

/// Loads the set and the language and writes the part, never over a file
/// read. Io for files that cannot be read or written and for an unknown
/// paper; Invalid for a set or a language that is not valid (see `diags`).
Status MakeKitPart(const KitPartRequest& request, Diagnostics* diags, WrittenFile* written);

}  // namespace carc
