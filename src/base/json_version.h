// The version of carckit's JSON outputs, shared by every document.
#pragma once

namespace carc {

/// `format_version` of every JSON document carckit prints (docs/json.md).
/// Raised whenever a key is removed or changes meaning: 2 gathered validate's
/// files into one document, added failure documents and dropped simulate's
/// `points` and `completed` (the same figures are in `features`).
constexpr int kJsonFormatVersion = 2;

}  // namespace carc
