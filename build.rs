//! Builds the table of built-in rulesets from `rulesets/builtin.ron`: each ruleset's files
//! are included in the binary, and a ruleset added to the list needs no code.

use std::fmt::Write as _;
use std::path::Path;

/// One entry of the list: the ruleset's id and its article files, in order.
struct Listed {
    id: String,
    articles: Vec<String>,
}

/// The string literals of `text`, in order, each with the byte offset after it. The list
/// holds no escapes: ids and file names are plain.
fn strings(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut rest = text.char_indices().peekable();
    let mut in_comment = false;
    while let Some((i, c)) = rest.next() {
        if in_comment {
            in_comment = c != '\n';
            continue;
        }
        match c {
            '/' if matches!(rest.peek(), Some((_, '/'))) => in_comment = true,
            '"' => {
                let start = i + 1;
                let end = text[start..]
                    .find('"')
                    .map(|n| start + n)
                    .expect("rulesets/builtin.ron: a string is not closed");
                out.push((end + 1, text[start..end].to_string()));
                while rest.peek().is_some_and(|(j, _)| *j <= end) {
                    rest.next();
                }
            }
            _ => {}
        }
    }
    out
}

/// The entries of the list: `(id: "…", articles: ["…", …])`, in order.
fn listed(text: &str) -> Vec<Listed> {
    let mut out: Vec<Listed> = Vec::new();
    for (after, s) in strings(text) {
        let before = text[..after - s.len() - 2].trim_end();
        if before.ends_with("id:") {
            out.push(Listed {
                id: s,
                articles: Vec::new(),
            });
        } else {
            let last = out
                .last_mut()
                .expect("rulesets/builtin.ron: an article file before any id");
            last.articles.push(s);
        }
    }
    out
}

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets the manifest dir");
    let rulesets = Path::new(&root).join("rulesets");
    let list_path = rulesets.join("builtin.ron");
    println!("cargo::rerun-if-changed={}", list_path.display());
    let list = std::fs::read_to_string(&list_path).expect("rulesets/builtin.ron is readable");
    let listed = listed(&list);
    assert!(!listed.is_empty(), "rulesets/builtin.ron lists no ruleset");

    let include = |path: &Path| -> String {
        println!("cargo::rerun-if-changed={}", path.display());
        assert!(path.is_file(), "{} is listed but missing", path.display());
        format!("include_str!({:?})", path.display().to_string())
    };
    let mut code = String::new();
    let ids: Vec<String> = listed.iter().map(|l| format!("{:?}", l.id)).collect();
    writeln!(code, "pub const IDS: &[&str] = &[{}];", ids.join(", ")).unwrap_or_default();

    code.push_str(
        "/// A built-in ruleset's `ruleset.ron` and its article files (name, text), in order.\n\
         pub fn texts(id: &str) -> Option<(&'static str, Vec<(&'static str, &'static str)>)> {\n    match id {\n",
    );
    for l in &listed {
        let dir = rulesets.join(&l.id);
        let files: Vec<String> = l
            .articles
            .iter()
            .map(|f| format!("({f:?}, {})", include(&dir.join(f))))
            .collect();
        writeln!(
            code,
            "        {:?} => Some(({}, vec![{}])),",
            l.id,
            include(&dir.join("ruleset.ron")),
            files.join(", ")
        )
        .unwrap_or_default();
    }
    code.push_str("        _ => None,\n    }\n}\n");

    code.push_str(
        "/// A built-in ruleset's texts in another language (`rulesets/<id>/texts.<lang>.ron`).\n\
         pub fn translation(id: &str, lang: &str) -> Option<&'static str> {\n    match (id, lang) {\n",
    );
    for l in &listed {
        let dir = rulesets.join(&l.id);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut langs: Vec<String> = std::fs::read_dir(&dir)
            .expect("a listed ruleset's folder is readable")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter_map(|n| Some(n.strip_prefix("texts.")?.strip_suffix(".ron")?.to_string()))
            .collect();
        langs.sort();
        for lang in langs {
            writeln!(
                code,
                "        ({:?}, {lang:?}) => Some({}),",
                l.id,
                include(&dir.join(format!("texts.{lang}.ron")))
            )
            .unwrap_or_default();
        }
    }
    code.push_str("        _ => None,\n    }\n}\n");

    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("builtin_rulesets.rs");
    std::fs::write(&out, code).expect("the build writes its table");
}
