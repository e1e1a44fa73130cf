//! How far the tests over many seeds go. `cargo test` runs a fast depth, so that the whole
//! suite takes minutes; the deep run (a step of its own in `.ci/run`, on a release build)
//! sets `MJREF_DEEP=1` for the seed loops and `PROPTEST_CASES` for the property tests.
#![allow(dead_code)]

/// Whether this is the deep run.
pub fn deep() -> bool {
    std::env::var("MJREF_DEEP").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Seeds for a loop over seeds: `fast` by default, `deep` in the deep run.
pub fn seeds(fast: u64, deep: u64) -> u64 {
    if self::deep() { deep } else { fast }
}

/// Cases for a proptest: `PROPTEST_CASES` where it is set, else `fast`. (A config built
/// with `with_cases` would not read the variable.)
pub fn cases(fast: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(fast)
}

/// `work` for every item, on as many threads as the machine has cores: one test over
/// every article need not wait on one core while the others idle. A panic in any item
/// fails the test with that item's message.
pub fn in_parallel<T: Sync>(items: &[T], work: impl Fn(&T) + Sync) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads.min(items.len()) {
            s.spawn(|| {
                while let Some(item) = items.get(next.fetch_add(1, Ordering::Relaxed)) {
                    work(item);
                }
            });
        }
    });
}
