// The editor schemas under docs/schema/ against real files: the bundled sets
// (and the documented example) must pass and name their schema, the test
// boards must pass the board schema, and bad
// inputs the loader rejects for structure must fail, so the schema is not
// vacuous. Runs tests/schema/check_schema.py (python3-yaml, python3-jsonschema).
#include <gtest/gtest.h>

#include "base/test_util.h"

namespace carc {
namespace {

using test_support::Run;
using test_support::SourceDir;

std::string Check(const std::string& args) {
  test_support::RunResult r =
      Run("cd '" + SourceDir() + "' && python3 tests/schema/check_schema.py " + args);
  return "exit " + std::to_string(r.exit_code) + "\n" + r.out + r.err;
}

TEST(SchemaTest, BundledSetsMatchTheTileSpecSchema) {
  EXPECT_EQ(Check("docs/schema/tile-spec.schema.json --valid-named tilesets/base-c1.yaml "
                  "tilesets/pnp-demo.yaml tilesets/river.yaml --valid tests/specs/example.yaml "
                  "tests/specs/extends/expansion.yaml tests/specs/extends/chain.yaml"),
            "exit 0\n");
}

TEST(SchemaTest, TileSpecSchemaRejectsStructuralMistakes) {
  std::string bad;
  for (const char* name :
       {"unknown-key", "count-zero", "count-negative", "count-2pow63", "count-1e9", "count-text",
        "count-list", "edges-unknown-letter", "edges-lowercase", "edges-too-short",
        "edges-too-long", "side-unknown", "side-twice", "half-side-unknown", "road-end-unknown",
        "long-id", "long-tile-name", "too-many-cities", "too-many-fields", "followers-range",
        "farmers-not-bool", "tiles-is-mapping", "tile-is-null", "missing-keys", "set-is-list",
        "top-list", "top-scalar", "tile-is-scalar", "river-end-unknown", "start-tile-unknown"})
    bad += " tests/bad/" + std::string(name) + ".yaml";
  EXPECT_EQ(Check("docs/schema/tile-spec.schema.json --invalid" + bad), "exit 0\n");
}

TEST(SchemaTest, BoardFilesMatchTheBoardSchema) {
  EXPECT_EQ(Check("docs/schema/board.schema.json --valid tests/boards/example.yaml "
                  "tests/boards/farms.yaml tests/boards/bad-edge.yaml tests/boards/river.yaml"),
            "exit 0\n");
}

TEST(SchemaTest, BoardSchemaRejectsStructuralMistakes) {
  EXPECT_EQ(Check("docs/schema/board.schema.json --invalid tests/boards/bad-structure.yaml "
                  "tests/bad/board-bad-values.yaml tests/bad/board-too-many-players.yaml "
                  "tests/bad/board-not-lists.yaml"),
            "exit 0\n");
}

TEST(SchemaTest, TheTileSpecSchemaAndCarckitAgreeOnEveryAcceptedValue) {
  // The bundled sets, the test specs, the bad specs of structure and rules,
  // and 1,300 specs made by changing one value of two small specs.
  std::string given = " tilesets/base-c1.yaml tilesets/pnp-demo.yaml tilesets/river.yaml";
  for (const char* name :
       {"example", "edges", "fields", "crossing", "structure", "gates", "road-ends", "rivers", "river-deck",
        "river-no-lake", "deck", "no-start", "rotated-duplicate", "syntax-error", "not-a-mapping", "empty",
        "start-tile-without-river", "start-tile-no-river-valid-value", "extends/expansion", "extends/chain",
        "extends/clash", "extends/missing"})
    given += " tests/specs/" + std::string(name) + ".yaml";
  for (const char* name :
       {"unknown-key", "count-zero", "count-negative", "count-2pow63", "count-1e9", "count-text", "count-list",
        "edges-unknown-letter", "edges-lowercase", "edges-too-short", "edges-too-long", "side-unknown", "side-twice",
        "half-side-unknown", "road-end-unknown", "long-id", "long-tile-name", "too-many-cities", "too-many-fields",
        "followers-range", "farmers-not-bool", "tiles-is-mapping", "tile-is-null", "missing-keys", "set-is-list",
        "top-list", "top-scalar", "tile-is-scalar", "river-end-unknown", "start-tile-unknown", "duplicate-id",
        "duplicate-key", "total-mismatch", "two-starts", "unclosed-flow", "markup-in-names", "plain-field-split"})
    given += " tests/bad/" + std::string(name) + ".yaml";
  test_support::TempDir dir;
  test_support::RunResult r = test_support::Run("cd '" + SourceDir() + "' && python3 tests/schema/agreement.py '" +
                             test_support::CarckitBinary() + "' docs/schema/tile-spec.schema.json '" + dir.Path("") + "'" +
                             given + " --mutate tests/specs/example.yaml tests/specs/extends/expansion.yaml");
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "");
}

}  // namespace
}  // namespace carc
