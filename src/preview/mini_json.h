// A small JSON reader for tests: enough to read the Chrome DevTools
// protocol's replies and the preview's own JSON (tests only).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace carc {
namespace test_support {

/// One JSON value.
struct JsonValue {
  /// Which kind of value it is.
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string text;                                        ///< a string's value
  std::vector<JsonValue> items;                            ///< an array's values
  std::vector<std::pair<std::string, JsonValue>> members;  ///< an object's, in order

  /// The member `key` of an object, or nullptr.
  const JsonValue* Get(const std::string& key) const;
  /// Follows `keys` through nested objects; nullptr when one is missing.
  const JsonValue* Path(const std::vector<std::string>& keys) const;
};

/// Parses `text` (one value, whitespace around it allowed); false on any error.
bool ParseJson(const std::string& text, JsonValue* out);

}  // namespace test_support
}  // namespace carc
