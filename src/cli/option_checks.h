// Checks shared by the options of every command, so that a new option gets
// them too: CLI11's own conversions let NaN through range checks (every
// comparison with NaN is false) and clamp an integer that overflows.
#pragma once

#include <CLI/CLI.hpp>

namespace carc {

/// A finite number: refuses "nan", "inf", "1e999" and text that is no number.
const CLI::Validator& FiniteNumber();

/// A whole number from `min` to `max`, decided on the text, so that a value
/// past the type's range is refused instead of clamped.
CLI::Validator WholeNumber(long long min, long long max);

/// An output file: not empty; "-" names standard output.
const CLI::Validator& OutputPath();

/// Adds FiniteNumber to every number option (value name FLOAT, MM, DPI or N)
/// of `app` and its subcommands and OutputPath to every --output; call once
/// all options are added.
void CheckEveryOption(CLI::App& app);

}  // namespace carc
