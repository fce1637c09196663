#include "cli/option_checks.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "base/text_util.h"

namespace carc {

namespace {

std::string Quoted(const std::string& text) { return "'" + Printable(Abbreviate(text)) + "'"; }

/// Whether `option` takes a number: CLI11 names a floating value FLOAT, and
/// carckit names its numbers by what they measure (options.h, the commands).
bool TakesNumber(const CLI::Option& option) {
  const std::string type = option.get_type_name();
  return type.find("FLOAT") != std::string::npos || type == "MM" || type == "DPI" || type == "N";
}

}  // namespace

const CLI::Validator& FiniteNumber() {
  static const CLI::Validator check(
      [](std::string& text) -> std::string {
        char* end = nullptr;
        errno = 0;
        double v = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0') return "must be a number, got " + Quoted(text);
        if (!std::isfinite(v) || errno == ERANGE)
          return "must be a finite number, got " + Quoted(text);
        return "";
      },
      "", "finite number");
  return check;
}

CLI::Validator WholeNumber(long long min, long long max) {
  std::string range = std::to_string(min) + " to " + std::to_string(max);
  return CLI::Validator(
      [min, max, range](std::string& text) -> std::string {
        size_t start = !text.empty() && (text[0] == '-' || text[0] == '+') ? 1 : 0;
        bool digits = text.size() > start &&
                      text.find_first_not_of("0123456789", start) == std::string::npos;
        errno = 0;
        long long v = digits ? std::strtoll(text.c_str(), nullptr, 10) : 0;
        if (!digits || errno == ERANGE || v < min || v > max)
          return "must be a whole number from " + range + ", got " + Quoted(text);
        return "";
      },
      "INT in [" + range + "]", "whole number");
}

const CLI::Validator& OutputPath() {
  static const CLI::Validator check(
      [](std::string& text) -> std::string {
        return text.empty() ? "must name a file (or - for standard output), got an empty name"
                            : "";
      },
      "", "output path");
  return check;
}

const CLI::Validator& NonEmptyFileName() {
  static const CLI::Validator check(
      [](std::string& text) -> std::string {
        return text.empty() ? "must name a file, got an empty name" : "";
      },
      "", "file name");
  return check;
}

const CLI::Validator& OutputFolder() {
  static const CLI::Validator check(
      [](std::string& text) -> std::string {
        if (text.empty()) return "must name a folder, got an empty name";
        if (text == "-")
          return "must name a folder; standard output (-) takes one file, not a folder of files";
        return "";
      },
      "", "output folder");
  return check;
}

namespace {

/// Whether `option` names what the command writes: -o, --report, --record.
bool NamesOutput(const CLI::Option& option) {
  return option.check_lname("output") || option.check_lname("report") ||
         option.check_lname("record");
}

}  // namespace

void CheckEveryOption(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    if (TakesNumber(*option)) option->check(FiniteNumber());
    if (!NamesOutput(*option)) continue;
    if (option->get_type_name() == "DIR") option->check(OutputFolder());
    else if (option->check_lname("output")) option->check(OutputPath());
    else option->check(NonEmptyFileName());
  }
  for (CLI::App* sub : app.get_subcommands({})) CheckEveryOption(*sub);
}

}  // namespace carc
