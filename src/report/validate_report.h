// What `carckit validate` prints for one file: a summary line of a valid set
// as text, or the whole result (errors, warnings, counts, summary) as JSON.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "spec/validator.h"

namespace carc {

/// "72 tiles, 24 types, 10 shields, ..., start D": a set's summary as text.
std::string SetSummaryText(const SetSummary& summary);

/// The text line for a valid set: "PATH: valid: SUMMARY\n".
std::string ValidText(const std::string& path, const SetSummary& summary);

/// One file's result as a JSON object: the file, whether it is valid, its
/// errors and warnings (the first Diagnostics::kListedPerFile) and their
/// counts, and the set's summary.
std::string ValidateJson(const std::string& file, bool valid, const Diagnostics& diags,
                         const SetSummary& summary);

}  // namespace carc
