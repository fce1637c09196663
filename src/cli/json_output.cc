#include "cli/json_output.h"

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

void JsonRun::End() {
  State() = RunState();
  SetOutOfMemoryDocument("");
}

bool JsonRun::Active() { return State().active; }

void JsonRun::Gather(const Diagnostics& diags) {
  if (!Active()) return;
  for (const Diagnostic& d : diags.Sorted()) {
    if (d.severity != Severity::Error) continue;
    State().errors.push_back({d.file, d.tile, d.code, d.message, d.line, d.column});
  }
}

void JsonRun::GatherStatus(const Status& status, const std::string& code) {
  if (!Active() || status.ok() || status.IsDiagnosed()) return;
  std::string file = status.about_program() ? "" : status.path();
  State().errors.push_back({file, "", code, status.message(), status.loc().line, status.loc().column});
}

bool ParseErrorLine(const std::string& line, const std::string& code, JsonError* error) {
  for (const char* prefix : {"error: ", "carckit: error: "}) {
    if (line.rfind(prefix, 0) != 0) continue;
    *error = JsonError();
    error->code = code;
    error->message = line.substr(std::string(prefix).size());
    return true;
  }
  return false;
}

void JsonRun::GatherMessage(const std::string& message, const std::string& code) {
  if (!Active()) return;
  size_t start = 0;
  while (start < message.size()) {
    size_t end = message.find('\n', start);
    if (end == std::string::npos) end = message.size();
    JsonError error;
    if (ParseErrorLine(message.substr(start, end - start), code, &error)) State().errors.push_back(error);
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
