<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartPlanner</name>
    <message numerus="yes">
        <source>%1: run %2, of %n run(s) with CPU samples</source>
        <extracomment>which run a heatmap panel shows: arm, the run&apos;s number in the experiment, runs it was chosen from</extracomment>
        <translation>
            <numerusform>%1: run %2, of %n run with CPU samples</numerusform>
            <numerusform>%1: run %2, of %n runs with CPU samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliCommand</name>
    <message numerus="yes">
        <source>Journal %1 on %2 (%3):</source>
        <translation>
            <numerusform>Journal %1 on %2 (%3):</numerusform>
            <numerusform>Journal %1 on %2 (%3):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tunebench-cli: note: %1 has %n unrestored change journal(s), the oldest from %2 (%3); &apos;tunebench-cli restore %1&apos; puts it back.</source>
        <translation>
            <numerusform>tunebench-cli: note: %1 has %n unrestored change journal, the oldest from %2 (%3); &apos;tunebench-cli restore %1&apos; puts it back.</numerusform>
            <numerusform>tunebench-cli: note: %1 has %n unrestored change journals, the oldest from %2 (%3); &apos;tunebench-cli restore %1&apos; puts it back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tunebench-cli: note: %n experiment(s) recorded on this machine still wait for %1, which cannot take them now: %2</source>
        <translation>
            <numerusform>tunebench-cli: note: %n experiment recorded on this machine still waits for %1, which cannot take it now: %2</numerusform>
            <numerusform>tunebench-cli: note: %n experiments recorded on this machine still wait for %1, which cannot take them now: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message numerus="yes">
        <source>%n experiment(s)</source>
        <translation>
            <numerusform>%n experiment</numerusform>
            <numerusform>%n experiments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentDetailsLoader</name>
    <message numerus="yes">
        <source>%n run(s) did not complete or could not be summarised; they are listed but not counted.</source>
        <translation>
            <numerusform>%n run did not complete or could not be summarised; it is listed but not counted.</numerusform>
            <numerusform>%n runs did not complete or could not be summarised; they are listed but not counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 did not come back to its state before the experiment: %n setting(s) differ.</source>
        <translation>
            <numerusform>The %1 did not come back to its state before the experiment: %n setting differs.</numerusform>
            <numerusform>The %1 did not come back to its state before the experiment: %n settings differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentHistory</name>
    <message numerus="yes">
        <source>faster at %n</source>
        <translation>
            <numerusform>faster at %n</numerusform>
            <numerusform>faster at %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slower at %n</source>
        <translation>
            <numerusform>slower at %n</numerusform>
            <numerusform>slower at %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no significant difference at %n</source>
        <translation>
            <numerusform>no significant difference at %n</numerusform>
            <numerusform>no significant difference at %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>too few runs to tell at %n</source>
        <translation>
            <numerusform>too few runs to tell at %n</numerusform>
            <numerusform>too few runs to tell at %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n sweep point(s): %2</source>
        <extracomment>%1 arm, %2 counts per verdict (&quot;faster at 3, slower at 2&quot;); %n sweep points</extracomment>
        <translation>
            <numerusform>%1 over %n sweep point: %2</numerusform>
            <numerusform>%1 over %n sweep points: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePrinter</name>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s)</source>
        <translation>
            <numerusform>%n marker</numerusform>
            <numerusform>%n markers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostRestoreCheck</name>
    <message numerus="yes">
        <source>; %n of its commands failed</source>
        <translation>
            <numerusform>; %n of its commands failed</numerusform>
            <numerusform>; %n of its commands failed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportComparison</name>
    <message numerus="yes">
        <source>%1: %n run(s), median %2 %3</source>
        <translation>
            <numerusform>%1: %n run, median %2 %3</numerusform>
            <numerusform>%1: %n runs, median %2 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MailReportWriter</name>
    <message numerus="yes">
        <source>(%n more setting(s) alike in every arm)</source>
        <translation>
            <numerusform>(%n more setting alike in every arm)</numerusform>
            <numerusform>(%n more settings alike in every arm)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportComposer</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportImporter</name>
    <message numerus="yes">
        <source>%1 test, %n interim sample(s)</source>
        <translation>
            <numerusform>%1 test, %n interim sample</numerusform>
            <numerusform>%1 test, %n interim samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more unreadable line(s)</source>
        <translation>
            <numerusform>%n more unreadable line</numerusform>
            <numerusform>%n more unreadable lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tunebench export &quot;%1&quot;: %n run(s)</source>
        <translation>
            <numerusform>Tunebench export &quot;%1&quot;: %n run</numerusform>
            <numerusform>Tunebench export &quot;%1&quot;: %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n arm(s)</source>
        <translation>
            <numerusform> in %n arm</numerusform>
            <numerusform> in %n arms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) recognised</source>
        <translation>
            <numerusform>%n run recognised</numerusform>
            <numerusform>%n runs recognised</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n item(s) skipped</source>
        <translation>
            <numerusform>, %n item skipped</numerusform>
            <numerusform>, %n items skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>experiment &quot;%1&quot; (%2): arms %3, %n run(s)</source>
        <translation>
            <numerusform>experiment &quot;%1&quot; (%2): arms %3, %n run</numerusform>
            <numerusform>experiment &quot;%1&quot; (%2): arms %3, %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n interim sample(s)</source>
        <translation>
            <numerusform>, %n interim sample</numerusform>
            <numerusform>, %n interim samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n host snapshot(s)</source>
        <translation>
            <numerusform>, %n host snapshot</numerusform>
            <numerusform>, %n host snapshots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>give one --label for all files or one per file (%1 labels for %n file(s))</source>
        <translation>
            <numerusform>give one --label for all files or one per file (%1 labels for %n file)</numerusform>
            <numerusform>give one --label for all files or one per file (%1 labels for %n files)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrendAnalysis</name>
    <message numerus="yes">
        <source>None of the %n %1 experiment(s) between %2 and %3 measured &apos;%4&apos;; they measured: %5.</source>
        <translation>
            <numerusform>The %n %1 experiment between %2 and %3 did not measure &apos;%4&apos;; it measured: %5.</numerusform>
            <numerusform>None of the %n %1 experiments between %2 and %3 measured &apos;%4&apos;; they measured: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message numerus="yes">
        <source>#%1 %2 (%3), %4: %5 (%n run(s))</source>
        <extracomment>a point of the trend: &quot;#12 nightly 12 (2026-09-12 02:00), A: 9.795k (7 runs)&quot;</extracomment>
        <translation>
            <numerusform>#%1 %2 (%3), %4: %5 (%n run)</numerusform>
            <numerusform>#%1 %2 (%3), %4: %5 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::DbCommand</name>
    <message numerus="yes">
        <source>%n experiment(s) published</source>
        <translation>
            <numerusform>%n experiment published</numerusform>
            <numerusform>%n experiments published</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n more wait here (still running, or kept by a Tunebench that is still open)</source>
        <translation>
            <numerusform>; %n more waits here (still running, or kept by a Tunebench that is still open)</numerusform>
            <numerusform>; %n more wait here (still running, or kept by a Tunebench that is still open)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::ImportCommand</name>
    <message numerus="yes">
        <source>Imported %n run(s)</source>
        <translation>
            <numerusform>Imported %n run</numerusform>
            <numerusform>Imported %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::SnapshotCommand</name>
    <message numerus="yes">
        <source>Changes since snapshot %1: %n</source>
        <translation>
            <numerusform>Changes since snapshot %1: %n</numerusform>
            <numerusform>Changes since snapshot %1: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::Cli::TrendCommand</name>
    <message numerus="yes">
        <source>%1 %2, %3 -&gt; %4: %n experiment(s)</source>
        <extracomment>TCP_RR rate, client -&gt; server: 40 experiments</extracomment>
        <translation>
            <numerusform>%1 %2, %3 -&gt; %4: %n experiment</numerusform>
            <numerusform>%1 %2, %3 -&gt; %4: %n experiments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(no CI: %n run(s))</source>
        <translation>
            <numerusform>(no CI: %n run)</numerusform>
            <numerusform>(no CI: %n runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change point(s):</source>
        <translation>
            <numerusform>%n change point:</numerusform>
            <numerusform>%n change points:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::ExploreSession</name>
    <message numerus="yes">
        <source>%n change(s) not applied: the exploration ended first.</source>
        <translation>
            <numerusform>%n change not applied: the exploration ended first.</numerusform>
            <numerusform>%n changes not applied: the exploration ended first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::ExploreView</name>
    <message numerus="yes">
        <source>Stored exploration %1 (%2, %3): %n change(s). Compare its segments or make an experiment from two of them; Start begins a new exploration with these settings.</source>
        <translation>
            <numerusform>Stored exploration %1 (%2, %3): %n change. Compare its segments or make an experiment from two of them; Start begins a new exploration with these settings.</numerusform>
            <numerusform>Stored exploration %1 (%2, %3): %n changes. Compare its segments or make an experiment from two of them; Start begins a new exploration with these settings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n other setting(s))</source>
        <translation>
            <numerusform>%1 (+%n other setting)</numerusform>
            <numerusform>%1 (+%n other settings)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::ExportDialog</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>PDF: %n page(s), %1.</source>
        <translation>
            <numerusform>PDF: %n page, %1.</numerusform>
            <numerusform>PDF: %n pages, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chart(s), drawn as vectors:</source>
        <translation>
            <numerusform>%n chart, drawn as vectors:</numerusform>
            <numerusform>%n charts, drawn as vectors:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n series (one per run):</source>
        <translation>
            <numerusform>%n series (one per run):</numerusform>
            <numerusform>%n series (one per run):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n interim sample(s)</source>
        <translation>
            <numerusform>%1: %n interim sample</numerusform>
            <numerusform>%1: %n interim samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 and %n more file(s) beside it.</source>
        <translation>
            <numerusform>Wrote %1 and %n more file beside it.</numerusform>
            <numerusform>Wrote %1 and %n more files beside it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the mail report to the clipboard: %n line(s), at most %1 columns.</source>
        <translation>
            <numerusform>Copied the mail report to the clipboard: %n line, at most %1 columns.</numerusform>
            <numerusform>Copied the mail report to the clipboard: %n lines, at most %1 columns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::HistoryModel</name>
    <message numerus="yes">
        <source>exploration, %n segment(s)</source>
        <extracomment>history: an exploration has segments, not a verdict</extracomment>
        <translation>
            <numerusform>exploration, %n segment</numerusform>
            <numerusform>exploration, %n segments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::HistoryView</name>
    <message numerus="yes">
        <source>Delete %n experiment(s) with all their runs and samples? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n experiment with all its runs and samples? This cannot be undone.</numerusform>
            <numerusform>Delete %n experiments with all their runs and samples? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::HostTunablesView</name>
    <message numerus="yes">
        <source>%n can be set</source>
        <translation>
            <numerusform>%n can be set</numerusform>
            <numerusform>%n can be set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fixed by the driver</source>
        <translation>
            <numerusform>%n fixed by the driver</numerusform>
            <numerusform>%n fixed by the driver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not supported</source>
        <translation>
            <numerusform>%n not supported</numerusform>
            <numerusform>%n not supported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n read only</source>
        <translation>
            <numerusform>%n read only</numerusform>
            <numerusform>%n read only</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n line(s) of the tool&apos;s output not understood&lt;/b&gt; — shown as printed, never set:</source>
        <translation>
            <numerusform>&lt;b&gt;%n line of the tool&apos;s output not understood&lt;/b&gt; — shown as printed, never set:</numerusform>
            <numerusform>&lt;b&gt;%n lines of the tool&apos;s output not understood&lt;/b&gt; — shown as printed, never set:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::ImportArmsModel</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::ImportDialog</name>
    <message numerus="yes">
        <source>%n netperf run(s) will be added to the imported experiment “%1” (id %2).</source>
        <translation>
            <numerusform>%n netperf run will be added to the imported experiment “%1” (id %2).</numerusform>
            <numerusform>%n netperf runs will be added to the imported experiment “%1” (id %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n netperf run(s) will go into a new experiment, “%1”.</source>
        <translation>
            <numerusform>%n netperf run will go into a new experiment, “%1”.</numerusform>
            <numerusform>%n netperf runs will go into a new experiment, “%1”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Tunebench export(s) will be imported as the experiment(s) they were; arm labels and the experiment name do not apply to them.</source>
        <translation>
            <numerusform>%n Tunebench export will be imported as the experiment it was; arm labels and the experiment name do not apply to it.</numerusform>
            <numerusform>%n Tunebench exports will be imported as the experiments they were; arm labels and the experiment name do not apply to them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing %n run(s)…</source>
        <translation>
            <numerusform>Importing %n run…</numerusform>
            <numerusform>Importing %n runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>Imported %n run.</numerusform>
            <numerusform>Imported %n runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::JournalBanner</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1: the first changed keys, %n: how many more there are</extracomment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• and %n more; the tooltip lists them all</source>
        <translation>
            <numerusform>• and %n more; the tooltip lists them all</numerusform>
            <numerusform>• and %n more; the tooltip lists them all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::MainWindow</name>
    <message numerus="yes">
        <source>Imported %n run(s)</source>
        <translation>
            <numerusform>Imported %n run</numerusform>
            <numerusform>Imported %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::ReportModel</name>
    <message numerus="yes">
        <source>%1, %n run(s)</source>
        <extracomment>&quot;TCP_RR, 12 runs in 2 arms, completed, 2026-11-30 02:37 UTC&quot;</extracomment>
        <translation>
            <numerusform>%1, %n run</numerusform>
            <numerusform>%1, %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n arm(s)</source>
        <translation>
            <numerusform> in %n arm</numerusform>
            <numerusform> in %n arms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::StoreViews</name>
    <message numerus="yes">
        <source>%n experiment(s) recorded on this machine wait for %1, which cannot take them now (%2); Tunebench publishes them when it can.</source>
        <translation>
            <numerusform>%n experiment recorded on this machine waits for %1, which cannot take it now (%2); Tunebench publishes it when it can.</numerusform>
            <numerusform>%n experiments recorded on this machine wait for %1, which cannot take them now (%2); Tunebench publishes them when it can.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tunebench::TrendPanel</name>
    <message numerus="yes">
        <source>%n experiment(s), no change point.</source>
        <translation>
            <numerusform>%n experiment, no change point.</numerusform>
            <numerusform>%n experiments, no change point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n experiment(s), change points:</source>
        <translation>
            <numerusform>%n experiment, change points:</numerusform>
            <numerusform>%n experiments, change points:</numerusform>
        </translation>
    </message>
</context>
</TS>
