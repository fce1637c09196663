#include "cli/json_output.h"

#include <cstdlib>

#include "base/json.h"
#include "base/out_of_memory.h"

namespace carc {

namespace {

struct RunState {
  bool active = false, printed = false;
  std::string command;
  std::vector<JsonError> errors;
};

RunState& State() {
  static RunState state;
  return state;
}

/// Whether `text` is a whole number (a line or a column).
bool Digits(const std::string& text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
}

}  // namespace

bool JsonRun::Requested(const std::vector<std::string>& args, std::string* command) {
  bool json = false;
  command->clear();
  for (size_t i = 0; i < args.size() && args[i] != "--"; ++i) {
    if (args[i] == "--format=json" || (args[i] == "--format" && i + 1 < args.size() && args[i + 1] == "json"))
      json = true;
    if (command->empty() && !args[i].empty() && args[i][0] != '-' && (i == 0 || args[i - 1] != "--format"))
      *command = args[i];
  }
  return json;
}

void JsonRun::Begin(const std::string& command) {
  State() = RunState();
  State().active = true;
  State().command = command;
  // What the run prints if it runs out of memory: made now, as then nothing can be.
  GatherMessage(OutOfMemoryMessage(), "out-of-memory");
  SetOutOfMemoryDocument(FailureDocument(2) + "\n");
  State().errors.clear();
}

bool JsonRun::Active() { return State().active; }

void JsonRun::Gather(const Diagnostics& diags) {
  if (!Active()) return;
  for (const Diagnostic& d : diags.Sorted()) {
    if (d.severity != Severity::Error) continue;
    State().errors.push_back({d.file, d.tile, d.code, d.message, d.line, d.column});
  }
}

JsonError ParseErrorLine(const std::string& line, const std::string& code) {
  JsonError e;
  e.code = code;
  size_t at = line.find("error: ");
  if (at == std::string::npos) {
    e.message = line;
    return e;
  }
  e.message = line.substr(at + 7);
  std::string where = at >= 2 ? line.substr(0, at - 2) : "";  // less ": "
  // "file:line:col", "file:line" or "file"; a file name may hold colons.
  std::vector<int> numbers;  // from the end: column, then line
  while (numbers.size() < 2) {
    size_t colon = where.rfind(':');
    if (colon == std::string::npos || !Digits(where.substr(colon + 1))) break;
    numbers.push_back(std::atoi(where.c_str() + colon + 1));
    where.resize(colon);
  }
  e.line = numbers.empty() ? 0 : numbers.back();
  e.column = numbers.size() == 2 ? numbers[0] : 0;
  if (where != "carckit") e.file = where;
  return e;
}

void JsonRun::GatherMessage(const std::string& message, const std::string& code) {
  if (!Active()) return;
  size_t start = 0;
  while (start < message.size()) {
    size_t end = message.find('\n', start);
    if (end == std::string::npos) end = message.size();
    std::string line = message.substr(start, end - start);
    // "Run 'carckit kit --help' ..." and other advice lines are not problems.
    if (line.find("error: ") != std::string::npos) State().errors.push_back(ParseErrorLine(line, code));
    start = end + 1;
  }
}

void JsonRun::Printed() {
  State().printed = true;
  SetOutOfMemoryDocument("");  // one document, never two
}

bool JsonRun::HasPrinted() { return State().printed; }

std::string JsonRun::FailureDocument(int exit_code) {
  JsonWriter json;
  json.BeginObject()
      .Int("format_version", kJsonFormatVersion)
      .String("command", State().command)
      .Bool("ok", false)
      .Int("exit_code", exit_code)
      .BeginArray("errors");
  for (const JsonError& e : State().errors) {
    json.BeginObject();
    if (e.file.empty()) json.Null("file");
    else json.String("file", e.file);
    json.Int("line", e.line).Int("column", e.column).String("code", e.code).String("message", e.message);
    json.EndObject();
  }
  return json.EndArray().EndObject().str();
}

}  // namespace carc
