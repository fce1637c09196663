// What `carckit validate` prints for one file: a summary line of a valid set
// as text, or the whole result (errors, warnings, counts, summary) as JSON.
#pragma once

#include <string>

#include "base/diagnostic.h"
#include "base/status.h"
#include "spec/validator.h"

namespace carc {

/// "72 tiles, 24 types, 10 shields, ..., start D": a set's summary as text.
std::string SetSummaryText(const SetSummary& summary);

/// The text line for a valid set: "PATH: valid: SUMMARY\n".
std::string ValidText(const std::string& path, const SetSummary& summary);

class JsonWriter;

/// One file's entry of the validate document (docs/json.md): the file,
/// whether it is valid, its errors and warnings (the first
/// Diagnostics::kListedPerFile) and their counts, and the set's summary.
void WriteValidateEntry(JsonWriter& json, const std::string& file, bool valid, const Diagnostics& diags,
                        const SetSummary& summary);

/// The entry of a file that could not be found or read: one `io` error
/// holding `status`'s message and file (`file` when it names none), and no summary.
void WriteUnreadEntry(JsonWriter& json, const std::string& file, const Status& status);

/// Starts the validate document: format_version, command, and the `files`
/// array the entries go into.
void BeginValidateDocument(JsonWriter& json);

/// Ends it with whether every file is valid and the run's exit code.
void EndValidateDocument(JsonWriter& json, int exit_code);

}  // namespace carc
