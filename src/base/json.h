// A small streaming JSON writer: enough for reports, with correct escaping.
#pragma once

#include <string>
#include <vector>

namespace carc {

/// Builds one JSON text. Keys and values are written in the order given;
/// commas are inserted automatically.
class JsonWriter {
 public:
  /// Starts an object; `key` names it when inside another object.
  JsonWriter& BeginObject(const std::string& key = "");
  JsonWriter& EndObject();
  /// Starts an array; `key` names it when inside an object.
  JsonWriter& BeginArray(const std::string& key = "");
  JsonWriter& EndArray();
  JsonWriter& String(const std::string& key, const std::string& value);
  JsonWriter& Int(const std::string& key, long long value);
  JsonWriter& Double(const std::string& key, double value);
  JsonWriter& Bool(const std::string& key, bool value);
  JsonWriter& Null(const std::string& key);
  /// A value inside an array.
  JsonWriter& StringValue(const std::string& value);
  JsonWriter& IntValue(long long value);
  JsonWriter& DoubleValue(double value);
  /// The text written so far.
  const std::string& str() const { return out_; }

 private:
  void Key(const std::string& key);
  std::string out_;
  std::vector<bool> first_;  ///< per open container: no member written yet
};

/// Compact JSON (as JsonWriter writes it) indented two spaces a level, one
/// member a line; arrays holding no object or array stay on one line.
std::string IndentJson(const std::string& json);

/// `text` as a quoted JSON string.
std::string JsonQuote(const std::string& text);

}  // namespace carc
