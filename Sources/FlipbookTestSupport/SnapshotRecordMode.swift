// SnapshotRecordMode.swift: when a snapshot assertion writes its reference image instead of
// comparing, as in swift-snapshot-testing: `.missing` by default (record what has no reference
// yet), `.never` on CI (CI=true), `.all` to re-record, `.failed` to re-record what fails.
// FLIPBOOK_RECORD overrides: 1 or all, missing, failed, never.

import Foundation

public enum SnapshotRecordMode: String, Sendable {
    case all, missing, failed, never

    /// The mode from the environment: FLIPBOOK_RECORD, else never on CI, else missing.
    public static var current: SnapshotRecordMode {
        let env = ProcessInfo.processInfo.environment
        if let value = env["FLIPBOOK_RECORD"]?.lowercased() {
            if value == "1" || value == "true" { return .all }
            if let mode = SnapshotRecordMode(rawValue: value) { return mode }
        }
        return env["CI"] == "true" ? .never : .missing
    }
}
